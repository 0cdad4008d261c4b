import type { TClassStudent } from '@commonshelf/shared/auth/class-admin.schemas';
import { useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ChevronLeftIcon, SchoolIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminClassesQuery, useGetClassStudentsQuery, useStudentActionMutation } from '../api/class-admin.api';
import { CLASSES_PATH } from './class-paths';
import { NewPasswordDialog } from './new-password-dialog';
import { ItemName } from '../../../components/ui/item-name';
import { SubmitButton } from '../../../components/ui/submit-button';
import { FormField, selectClass } from '../../../components/ui/form-field';
import { FormDialog, FormDialogCancel } from '../../../components/ui/form-dialog';
import { fullName } from '../../../lib/roles';

/**
 * `admin-school/class-students/:classId`: a class's students; reset a password (shown once), move to
 * another class, archive; `studentActions` adds more per student (the area adds their data rights).
 */
export function ClassStudentsPage({ studentActions }: { studentActions?: (student: TClassStudent) => ReactNode }) {
  const { t } = useTranslation(['classroom', 'common']);
  const { classId = '' } = useParams();
  const { data, error, isLoading, isFetching, refetch } = useGetClassStudentsQuery(classId);
  const classes = useGetAdminClassesQuery();
  const [act, actState] = useStudentActionMutation();
  const [archiving, setArchiving] = useState<TClassStudent | null>(null);
  const [resetting, setResetting] = useState<TClassStudent | null>(null);
  // The student being moved and the class chosen for them in the dialog.
  const [moving, setMoving] = useState<{ student: TClassStudent; to: string } | null>(null);
  const [newPassword, setNewPassword] = useState<{ student: TClassStudent; password: string } | null>(null);
  useDocumentTitle(data ? t('classStudents.title', { name: data.class.name }) : t('classStudents.titleLoading'));

  const run = async (student: TClassStudent, action: 'reset-password' | 'archive' | 'move', toClassId?: string) => {
    try {
      const result = await act({ classId, studentId: student.id, action, ...(toClassId ? { toClassId } : {}) }).unwrap();
      if (result.password) setNewPassword({ student, password: result.password });
      showToast(result.message, 'success');
    } catch (err) {
      showToast(errorMessage(err, t('classes.saveFailed')), 'error');
    }
  };

  if (isLoading) return <ListSkeleton rows={5} />;
  if (errorStatus(error) === 404 || errorStatus(error) === 400)
    return (
      <ItemNotFound testId="class-not-found" icon={<SchoolIcon size={24} />} title={t('classForm.notFound')} backTo={CLASSES_PATH} backLabel={t('classForm.seeAll')}>
        {t('classForm.notFoundBody')}
      </ItemNotFound>
    );
  if (error || !data) return <ErrorState what={t('classStudents.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  const others = (classes.data?.results ?? []).filter((c) => c.id !== classId);

  return (
    <section aria-labelledby="students-title" className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid="class-students">
      <div>
        <Link to={CLASSES_PATH} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
          <ChevronLeftIcon size={16} />
          {t('classForm.back')}
        </Link>
        <h1 id="students-title" className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {data.class.name}
        </h1>
        <p className="mt-1 text-ink-soft">
          <Trans
            t={t}
            i18nKey="classStudents.code"
            values={{ code: data.class.code, count: data.students.filter((s) => s.active).length }}
            components={{ code: <span className="font-mono font-bold tracking-[0.15em] text-ink" /> }}
          />
        </p>
      </div>
      {data.students.length === 0 ? (
        <StateMessage icon={<SchoolIcon size={24} />} title={t('classStudents.empty')} testId="students-empty">
          {t('classStudents.emptyBody')}
        </StateMessage>
      ) : (
        <ul role="list" className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card" aria-busy={actState.isLoading}>
          {data.students.map((s) => (
            <li key={s.id} data-testid="class-student" data-username={s.username} data-active={s.active} className="grid gap-3 px-4 py-3 sm:grid-cols-[minmax(10rem,16rem)_minmax(0,1fr)] sm:items-center">
              <div className="min-w-0">
                <p className={`font-semibold ${s.active ? 'text-ink' : 'text-ink-muted line-through'}`}>
                  {s.first_name} {s.last_name}
                </p>
                <p className="text-sm text-ink-muted">
                  {s.username}
                  {s.active ? '' : t('classStudents.archived')}
                </p>
              </div>
              {s.active ? (
                <div className="flex flex-wrap items-center gap-2 sm:justify-end">
                  <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setResetting(s)} data-testid="student-reset">
                    {t('classStudents.reset')}<ItemName>{fullName(s)}</ItemName>
                  </button>
                  {others.length ? (
                    // A button, not a select that acts on change: stepping through a select's classes with the
                    // arrow keys would ask to move the child at the first step.
                    <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setMoving({ student: s, to: others[0]!.id })} data-testid="student-move">
                      {t('classStudents.moveTo')}
                      <ItemName>{fullName(s)}</ItemName>
                    </button>
                  ) : null}
                  <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setArchiving(s)} data-testid="student-archive">
                    {t('classStudents.archive')}<ItemName>{fullName(s)}</ItemName>
                  </button>
                  {studentActions?.(s)}
                </div>
              ) : studentActions ? (
                <div className="flex flex-wrap items-center gap-2 sm:justify-end">{studentActions(s)}</div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={archiving !== null}
        title={t('classStudents.archiveTitle', { name: archiving?.first_name ?? '' })}
        confirmLabel={t('classStudents.archive')}
        danger
        busy={actState.isLoading}
        onConfirm={() => {
          if (archiving) void run(archiving, 'archive').then(() => setArchiving(null));
        }}
        onCancel={() => setArchiving(null)}
        testId="archive-dialog"
      >
        {t('classStudents.archiveBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={resetting !== null}
        title={t('classStudents.resetTitle', { name: resetting?.first_name ?? '' })}
        confirmLabel={t('classStudents.reset')}
        busy={actState.isLoading}
        onConfirm={() => {
          if (resetting) void run(resetting, 'reset-password').then(() => setResetting(null));
        }}
        onCancel={() => setResetting(null)}
        testId="reset-dialog"
      >
        {t('classStudents.resetBody')}
      </ConfirmDialog>
      <FormDialog
        open={moving !== null}
        onClose={() => setMoving(null)}
        onSubmit={() => {
          if (moving) void run(moving.student, 'move', moving.to).then(() => setMoving(null));
        }}
        title={t('classStudents.moveLabel', { name: moving?.student.first_name ?? '' })}
        description={t('classStudents.moveBody', { class: others.find((c) => c.id === moving?.to)?.name ?? '' })}
        testId="move-dialog"
      >
        <FormField label={t('classStudents.moveClass')}>
          {(c) => (
            <select {...c} value={moving?.to ?? ''} onChange={(e) => setMoving((m) => (m ? { ...m, to: e.target.value } : m))} className={selectClass()} data-testid="move-class">
              {others.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="flex flex-col gap-2">
          <SubmitButton busy={actState.isLoading} busyLabel={t('classStudents.moving')} testId="confirm-ok">
            {t('classStudents.move')}
          </SubmitButton>
          <FormDialogCancel className={buttonClass('ghost', 'md')}>{t('common:actions.cancel')}</FormDialogCancel>
        </div>
      </FormDialog>
      <NewPasswordDialog shown={newPassword} onClose={() => setNewPassword(null)} />
    </section>
  );
}
