import { ZResourceLink, type TAuthoringLesson } from '@commonshelf/shared/courses/authoring.schemas';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { DownloadIcon, ExternalLinkIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { useAddFileResourceMutation, useAddLinkResourceMutation, useDeleteResourceMutation, useReorderResourcesMutation } from '../api/authoring.api';
import { ConfirmDialog } from './confirm-dialog';
import { FileInput } from '../../../components/ui/file-input';

const RESOURCE_KINDS = ['link', 'file'] as const;

/** Downloadable files and links of a lesson, in order. */
export function ResourcesEditor({ lesson }: { lesson: TAuthoringLesson }) {
  const { t } = useTranslation('authoring');
  const [addLink, linkState] = useAddLinkResourceMutation();
  const [addFile, fileState] = useAddFileResourceMutation();
  const [reorder] = useReorderResourcesMutation();
  const [remove, removeState] = useDeleteResourceMutation();
  const [kind, setKind] = useState<'link' | 'file'>('link');
  const [title, setTitle] = useState('');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState<{ id: number; title: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const busy = linkState.isLoading || fileState.isLoading;
  const groupName = useId();

  const submit = async () => {
    setFailure(null);
    const next: Record<string, string | undefined> = {};
    const checked = ZResourceLink.shape.title.safeParse(title);
    if (!checked.success) next.title = checked.error.issues[0]?.message;
    if (kind === 'link') {
      const u = ZResourceLink.shape.url.safeParse(url);
      if (!u.success) next.url = u.error.issues[0]?.message;
    } else if (!file) next.file = t('resources.chooseFile');
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    try {
      if (kind === 'link') await addLink({ id: lesson.id, title: title.trim(), url: url.trim() }).unwrap();
      else await addFile({ id: lesson.id, title: title.trim(), file: file! }).unwrap();
      setTitle('');
      setUrl('');
      setFile(null);
      if (fileRef.current) fileRef.current.value = '';
    } catch (err) {
      const fields = serverFieldErrors(err);
      setErrors({ title: fields.title?.[0], url: fields.url?.[0], file: fields.file?.[0] });
      setFailure(errorMessage(err, t('resources.addFailed')));
    }
  };

  const move = (index: number, dir: -1 | 1) => {
    const ids = lesson.resources.map((r) => r.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + dir, 0, id!);
    void reorder({ id: lesson.id, ids })
      .unwrap()
      .catch((err: unknown) => setFailure(errorMessage(err, t('resources.orderFailed'))));
  };

  return (
    <div className="flex flex-col gap-4" data-testid="resources-editor">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {lesson.resources.length ? (
        <ol role="list" className="flex flex-col gap-1">
          {lesson.resources.map((r, i) => (
            <li key={r.id} className="flex flex-wrap items-center gap-2 rounded-xl px-2 py-1.5 hover:bg-surface-alt" data-testid="resource-item">
              {r.kind === 'file' ? <DownloadIcon size={18} className="text-primary" /> : <ExternalLinkIcon size={18} className="text-primary" />}
              <a href={r.url} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate font-semibold text-ink underline-offset-4 hover:underline">
                {r.title}
              </a>
              <span className="flex gap-1">
                <button type="button" aria-label={t('resources.moveUp', { title: r.title })} disabled={i === 0} onClick={() => move(i, -1)} className="inline-flex size-9 items-center justify-center rounded-lg font-bold text-ink-soft hover:bg-surface disabled:opacity-30">
                  <span aria-hidden="true">↑</span>
                </button>
                <button type="button" aria-label={t('resources.moveDown', { title: r.title })} disabled={i === lesson.resources.length - 1} onClick={() => move(i, 1)} className="inline-flex size-9 items-center justify-center rounded-lg font-bold text-ink-soft hover:bg-surface disabled:opacity-30">
                  <span aria-hidden="true">↓</span>
                </button>
                <button type="button" aria-label={t('resources.deleteNamed', { title: r.title })} onClick={() => setPending({ id: r.id, title: r.title })} className="inline-flex h-9 items-center rounded-lg px-2 text-sm font-semibold text-danger hover:bg-announcement">
                  {t('resources.delete')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-ink-muted">{t('resources.none')}</p>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        className="flex flex-col gap-3 rounded-xl border border-line-soft p-3"
      >
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('resources.add')}</legend>
          {RESOURCE_KINDS.map((k) => (
            <label key={k} className="flex min-h-10 items-center gap-2 text-sm text-ink">
              <input type="radio" name={groupName} checked={kind === k} onChange={() => setKind(k)} className="size-4 accent-[var(--color-primary)]" />
              {k === 'link' ? t('resources.link') : t('resources.file')}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('resources.title')} error={errors.title}>
            {(c) => <input {...c} value={title} onChange={(e) => setTitle(e.target.value)} className={inputClass(!!errors.title)} />}
          </FormField>
          {kind === 'link' ? (
            <FormField label={t('resources.address')} error={errors.url}>
              {(c) => <input {...c} type="url" inputMode="url" placeholder="https://" value={url} onChange={(e) => setUrl(e.target.value)} className={inputClass(!!errors.url)} />}
            </FormField>
          ) : (
            <FormField label={t('resources.fileLabel')} error={errors.file} hint={t('resources.fileHint')}>
              {(c) => (
                <FileInput {...c} ref={fileRef} file={file} accept=".pdf,.docx,.pptx,.xlsx,image/png,image/jpeg" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
              )}
            </FormField>
          )}
        </div>
        <button type="submit" disabled={busy} className={buttonClass('secondary', 'md', 'self-start')}>
          {busy ? <Spinner /> : null}
          {t('resources.addResource')}
        </button>
      </form>
      <ConfirmDialog
        open={pending !== null}
        title={t('resources.deleteTitle', { title: pending?.title ?? '' })}
        confirmLabel={t('resources.delete')}
        danger
        busy={removeState.isLoading}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          void remove(pending.id)
            .unwrap()
            .catch((err: unknown) => setFailure(errorMessage(err, t('resources.deleteFailed'))))
            .finally(() => setPending(null));
        }}
      >
        {t('resources.deleteWarning')}
      </ConfirmDialog>
    </div>
  );
}
