import type { TClassStudent } from '@commonshelf/shared/auth/class-admin.schemas';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { buttonClass, iconButtonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ChevronLeftIcon, CloseIcon, SchoolIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminClassesQuery, useGetClassStudentsQuery, useStudentActionMutation } from '../api/class-admin.api';
import { CLASSES_PATH } from './class-paths';

/**
 * `admin-school/class-students/:classId`: a class's students; reset a password (shown once), move to
 * another class, archive; `studentActions` adds more per student (the area adds their data rights).
 */
export function ClassStudentsPage({ studentActions }: { studentActions?: (student: TClassStudent) => ReactNode }) {
  const { classId = '' } = useParams();
  const { data, error, isLoading, isFetching, refetch } = useGetClassStudentsQuery(classId);
  const classes = useGetAdminClassesQuery();
  const [act, actState] = useStudentActionMutation();
  const [archiving, setArchiving] = useState<TClassStudent | null>(null);
  const [newPassword, setNewPassword] = useState<{ student: TClassStudent; password: string } | null>(null);
  useDocumentTitle(data ? `${data.class.name}: students` : 'Class students');

  const run = async (student: TClassStudent, action: 'reset-password' | 'archive' | 'move', toClassId?: string) => {
    try {
      const result = await act({ classId, studentId: student.id, action, ...(toClassId ? { toClassId } : {}) }).unwrap();
      if (result.password) setNewPassword({ student, password: result.password });
      showToast(result.message, 'success');
    } catch (err) {
      showToast(errorMessage(err, 'The change could not be saved. Please try again.'), 'error');
    }
  };

  if (isLoading) return <ListSkeleton rows={5} />;
  if (errorStatus(error) === 404 || errorStatus(error) === 400)
    return (
      <ItemNotFound testId="class-not-found" icon={<SchoolIcon size={24} />} title="We couldn’t find this class" backTo={CLASSES_PATH} backLabel="See all classes">
        It may have been removed, or the address is wrong.
      </ItemNotFound>
    );
  if (error || !data) return <ErrorState what="the students" onRetry={() => void refetch()} retrying={isFetching} />;
  const others = (classes.data?.results ?? []).filter((c) => c.id !== classId);

  return (
    <section aria-labelledby="students-title" className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid="class-students">
      <div>
        <Link to={CLASSES_PATH} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
          <ChevronLeftIcon size={16} />
          Classes
        </Link>
        <h1 id="students-title" className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {data.class.name}
        </h1>
        <p className="mt-1 text-ink-soft">
          Class code <span className="font-mono font-bold tracking-[0.15em] text-ink">{data.class.code}</span> · {data.students.filter((s) => s.active).length} students
        </p>
      </div>
      {data.students.length === 0 ? (
        <StateMessage icon={<SchoolIcon size={24} />} title="No students in this class yet" testId="students-empty">
          Students join a class when you add them, or move them here from another class.
        </StateMessage>
      ) : (
        <ul role="list" className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card" aria-busy={actState.isLoading}>
          {data.students.map((s) => (
            <li key={s.id} data-testid="class-student" data-username={s.username} data-active={s.active} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className={`font-semibold ${s.active ? 'text-ink' : 'text-ink-muted line-through'}`}>
                  {s.first_name} {s.last_name}
                </p>
                <p className="text-sm text-ink-muted">
                  {s.username}
                  {s.active ? '' : ' · archived'}
                </p>
              </div>
              {s.active ? (
                <div className="flex flex-wrap items-center gap-2">
                  <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void run(s, 'reset-password')} data-testid="student-reset">
                    Reset password
                  </button>
                  {others.length ? (
                    <select
                      aria-label={`Move ${s.first_name} to another class`}
                      value=""
                      onChange={(e) => e.target.value && void run(s, 'move', e.target.value)}
                      className="h-9 rounded-full border border-line bg-surface px-3 text-sm font-semibold text-ink"
                      data-testid="student-move"
                    >
                      <option value="">Move to…</option>
                      {others.map((c) => (
                        <option key={c.id} value={c.id}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  ) : null}
                  <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setArchiving(s)} data-testid="student-archive">
                    Archive
                  </button>
                  {studentActions?.(s)}
                </div>
              ) : studentActions ? (
                <div className="flex flex-wrap items-center gap-2">{studentActions(s)}</div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={archiving !== null}
        title={`Archive ${archiving?.first_name ?? ''}?`}
        confirmLabel="Archive"
        danger
        busy={actState.isLoading}
        onConfirm={() => {
          if (archiving) void run(archiving, 'archive').then(() => setArchiving(null));
        }}
        onCancel={() => setArchiving(null)}
        testId="archive-dialog"
      >
        They can no longer log in, and their name leaves the class list at login. Their work is kept.
      </ConfirmDialog>
      {newPassword ? (
        <div role="region" aria-labelledby="new-password-title" className="rounded-[var(--radius-card)] border-2 border-primary bg-primary-light p-4" data-testid="new-password">
          <div className="flex items-start justify-between gap-3">
            <h2 id="new-password-title" className="font-bold text-ink">
              {newPassword.student.first_name}’s new password
            </h2>
            <button type="button" aria-label="Close" className={iconButtonClass} onClick={() => setNewPassword(null)}>
              <CloseIcon size={20} />
            </button>
          </div>
          <p className="mt-2 font-mono text-2xl font-black tracking-wider text-ink" data-testid="new-password-value">
            {newPassword.password}
          </p>
          <p className="mt-1 text-sm text-ink-soft">
            Username <strong>{newPassword.student.username}</strong>. Write it down or give it to them now: it is not shown again.
          </p>
        </div>
      ) : null}
    </section>
  );
}
