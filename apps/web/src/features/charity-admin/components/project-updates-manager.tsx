import { zodResolver } from '@hookform/resolvers/zod';
import { ZProjectUpdateInput, type TAdminProjectUpdate, type TProjectUpdateInput } from '@commonshelf/shared/charities/charity-admin.schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dangerButtonClass } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, inputClass, textareaClass } from '../../../components/ui/form-field';
import { PenIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDeleteProjectUpdateMutation, useSaveProjectUpdateMutation } from '../api/charity-admin.api';

/**
 * A project's updates for its supporters (shown on its public page), newest first: post one, and
 * edit or delete each; read only for a cause this console does not manage.
 */
export function ProjectUpdatesManager({ projectId, updates, editable }: { projectId: number; updates: TAdminProjectUpdate[]; editable: boolean }) {
  const { t } = useTranslation('adminGiving');
  const [writing, setWriting] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TAdminProjectUpdate | null>(null);
  const [remove, removeState] = useDeleteProjectUpdateMutation();
  const doDelete = async () => {
    if (!deleting) return;
    try {
      await remove({ projectId, updateId: deleting.id }).unwrap();
      showToast(t('updates.deleted'), 'success');
    } catch (err) {
      showToast(errorMessage(err, t('updates.deleteFailed')), 'error');
    }
    setDeleting(null);
  };
  return (
    <div className="flex flex-col gap-4" data-testid="project-updates-manager">
      {editable ? (
        writing ? (
          <UpdateForm projectId={projectId} update={null} onDone={() => setWriting(false)} />
        ) : (
          <div>
            <button type="button" className={buttonClass('primary', 'sm')} onClick={() => setWriting(true)} data-testid="update-new">
              <PenIcon size={16} />
              {t('updates.post')}
            </button>
          </div>
        )
      ) : null}
      {updates.length === 0 ? (
        <p className="text-sm text-ink-muted" data-testid="updates-empty">
          {t('updates.empty')}
        </p>
      ) : (
        <ol role="list" className="flex flex-col divide-y divide-line-soft">
          {updates.map((u) => (
            <li key={u.id} className="py-3 first:pt-0" data-testid="admin-project-update">
              {editing === u.id ? (
                <UpdateForm projectId={projectId} update={u} onDone={() => setEditing(null)} />
              ) : (
                <div className="flex flex-col gap-1">
                  <p className="text-xs font-semibold text-ink-muted">
                    <time dateTime={u.created_at}>{formatLongDate(u.created_at)}</time>
                  </p>
                  <h3 className="text-base font-bold wrap-anywhere text-ink">{u.title}</h3>
                  <p className="text-sm leading-relaxed wrap-anywhere whitespace-pre-line text-ink-soft">{u.body}</p>
                  {editable ? (
                    <div className="mt-1 flex flex-wrap gap-2">
                      <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setEditing(u.id)} data-testid="update-edit">
                        {t('causes.edit')}
                        <span className="sr-only">{t('causes.quoted', { name: u.title })}</span>
                      </button>
                      <button type="button" className={dangerButtonClass()} onClick={() => setDeleting(u)} data-testid="update-delete">
                        {t('causes.delete')}
                        <span className="sr-only">{t('causes.quoted', { name: u.title })}</span>
                      </button>
                    </div>
                  ) : null}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('causes.actions.deleteTitle', { name: deleting?.title ?? '' })}
        confirmLabel={t('updates.deleteConfirm')}
        danger
        busy={removeState.isLoading}
        onConfirm={() => void doDelete()}
        onCancel={() => setDeleting(null)}
        testId="delete-update-dialog"
      >
        {t('updates.deleteBody')}
      </ConfirmDialog>
    </div>
  );
}

function UpdateForm({ projectId, update, onDone }: { projectId: number; update: TAdminProjectUpdate | null; onDone: () => void }) {
  const { t } = useTranslation('adminGiving');
  const [save, saveState] = useSaveProjectUpdateMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TProjectUpdateInput>({ resolver: zodResolver(ZProjectUpdateInput), mode: 'onTouched', defaultValues: { title: update?.title ?? '', body: update?.body ?? '' } });
  const submit = handleSubmit(async (body) => {
    try {
      await save({ projectId, updateId: update?.id, body }).unwrap();
      showToast(update ? t('updates.saved') : t('updates.posted'), 'success');
      onDone();
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields.title) setError('title', { message: fields.title.join(' ') });
      if (fields.body) setError('body', { message: fields.body.join(' ') });
      showToast(errorMessage(err, t('updates.saveFailed')), 'error');
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3 rounded-2xl border border-line-soft bg-surface-alt p-3 sm:p-4" data-testid="update-form">
      <FormField label={t('causes.form.title')} error={errors.title?.message}>
        {(c) => <input {...c} {...register('title')} maxLength={220} className={inputClass(!!errors.title)} data-testid="update-title" />}
      </FormField>
      <FormField label={t('updates.whatHappened')} error={errors.body?.message}>
        {(c) => <textarea {...c} {...register('body')} rows={4} className={textareaClass(!!errors.body)} data-testid="update-body" />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={saveState.isLoading} className={buttonClass('primary', 'sm')} data-testid="update-save">
          {saveState.isLoading ? <Spinner /> : null}
          {update ? t('updates.save') : t('updates.postThe')}
        </button>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onDone}>
          {t('causes.cancel')}
        </button>
      </div>
    </form>
  );
}
