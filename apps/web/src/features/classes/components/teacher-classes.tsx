import { ACTIVITY_DAYS, type TTeacherClass, type TTeacherClassStudents } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { ItemName } from '../../../components/ui/item-name';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { buttonClass } from '../../../components/ui/button';
import { ChevronDownIcon, SchoolIcon } from '../../../components/ui/icons';
import { copyText, CopyIcon } from '../../../components/ui/share-link';
import { Section } from '../../../components/ui/section';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { formatLongDate, formatNumber } from '../../../lib/format';
import { MONEY_RAISED_PATH } from '../../../lib/giving-paths';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { selectUser } from '../../../lib/session.slice';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useGetTeacherClassStudentsQuery, useResetClassStudentPasswordMutation } from '../api/teacher-classes.api';
import { NewPasswordDialog } from './new-password-dialog';
import { CLASSES_ERROR, fetchClasses, selectClasses } from '../classes.slice';

/** Who has classes on the dashboard: teachers (their own) and the school's admins (every class). */
const CLASS_ROLES = ['teacher', 'teacher_admin', 'school_admin'];

const ACTIVITY = ['books_read', 'stories_written', 'stories_published', 'courses_enrolled', 'courses_completed'] as const satisfies readonly (keyof TTeacherClass['activity'])[];

/**
 * The dashboard's classes for teachers (`GET /api/v1/teacher/school-classes/` through the classes
 * slice): each class with its code and what its students did lately. `stats` (the teacher's book
 * and story numbers) is passed in by the dashboard.
 */
export function TeacherClassesSection({ stats }: { stats?: ReactNode }) {
  const { t } = useTranslation('classroom');
  const user = useSelector(selectUser);
  const teaches = !!user && CLASS_ROLES.includes(user.role);
  const dispatch = useAppDispatch();
  const { data, status, error } = useSelector(selectClasses);
  useEffect(() => {
    if (teaches) void dispatch(fetchClasses());
  }, [teaches, dispatch]);
  if (!teaches) return null;
  return (
    <Section
      id="my-classes"
      testId="dashboard-classes"
      title={t('teacherClasses.title')}
      description={t('teacherClasses.description', { days: ACTIVITY_DAYS })}
      action={
        <div className="flex flex-wrap gap-2">
          <Link to="/bulk-enrolment" className={buttonClass('ghost', 'sm')}>
            {t('teacherClasses.enrol')}
          </Link>
          <Link to="/archived-students" className={buttonClass('ghost', 'sm')} data-testid="dashboard-archived-students">
            {t('teacherClasses.archived')}
          </Link>
        </div>
      }
    >
      {stats}
      {status === 'idle' || status === 'loading' ? (
        <div role="status" className="grid gap-4 md:grid-cols-2" data-testid="classes-loading">
          <span className="sr-only">{t('teacherClasses.loading')}</span>
          <Skeleton className="h-52 rounded-[var(--radius-card)]" />
          <Skeleton className="h-52 rounded-[var(--radius-card)]" />
        </div>
      ) : status === 'failed' ? (
        <div>
          <p className="sr-only">{error === CLASSES_ERROR ? t('teacherClasses.failed') : error}</p>
          <ErrorState what={t('teacherClasses.what')} onRetry={() => void dispatch(fetchClasses())} />
        </div>
      ) : data.length === 0 ? (
        <StateMessage icon={<SchoolIcon size={24} />} title={t('teacherClasses.empty')} testId="classes-empty">
          {t('teacherClasses.emptyBody')}
        </StateMessage>
      ) : (
        <ul role="list" className="grid gap-4 md:grid-cols-2">
          {data.map((c) => (
            <ClassCard key={c.id} klass={c} showTeacher={user.role !== 'teacher'} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function ClassCard({ klass: c, showTeacher }: { klass: TTeacherClass; showTeacher: boolean }) {
  const { t } = useTranslation('classroom');
  const quiet = Object.values(c.activity).every((n) => n === 0);
  const [rosterOpen, setRosterOpen] = useState(false);
  const rosterId = useId();
  return (
    <li className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-5" data-testid="teacher-class" data-name={c.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold wrap-anywhere text-ink">{c.name}</h3>
          <p className="text-sm text-ink-muted">
            {t('classes.students', { count: c.students_count })}
            {showTeacher ? ` · ${c.teacher ? c.teacher.name : t('teacherClasses.noTeacher')}` : ''}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className="rounded-lg bg-primary-light px-2.5 py-1 font-mono text-base font-bold tracking-widest text-primary-dark" data-testid="class-code">
            <span className="sr-only">{t('teacherClasses.classCode')}</span>
            {c.code}
          </span>
          {c.active ? null : <Badge tone="warm">{t('teacherClasses.codeTurnedOff')}</Badge>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="class-activity">
        {ACTIVITY.map((key) => (
          <div key={key} className="rounded-xl bg-surface-alt px-3 py-2" data-testid={`activity-${key}`}>
            <dt className="text-xs font-semibold text-ink-muted">{t(`teacherClasses.activity.${key}`)}</dt>
            <dd className="text-xl font-black text-ink tabular-nums">{formatNumber(c.activity[key])}</dd>
          </div>
        ))}
      </dl>
      {quiet ? <p className="text-sm text-ink-muted">{t('teacherClasses.quiet')}</p> : null}
      {c.students_count > 0 ? (
        <div>
          <button
            type="button"
            aria-expanded={rosterOpen}
            aria-controls={rosterId}
            onClick={() => setRosterOpen((open) => !open)}
            className={buttonClass('ghost', 'sm')}
            data-testid="class-roster-toggle"
          >
            <ChevronDownIcon size={16} className={`transition-transform ${rosterOpen ? 'rotate-180' : ''}`} />
            {rosterOpen ? t('teacherClasses.hideStudents') : t('teacherClasses.showStudents', { count: c.students_count })}
          </button>
          <div id={rosterId} hidden={!rosterOpen}>
            {rosterOpen ? <ClassRoster classId={c.id} /> : null}
          </div>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-2">
        {/* The link the class logs in with, to share (opened here it would find the teacher logged in). */}
        <button
          type="button"
          onClick={() =>
            void copyText(c.login_url).then((ok) =>
              ok ? showToast(t('teacherClasses.loginLinkCopied'), 'success') : showToast(t('teacherClasses.loginLinkCopyFailed', { url: c.login_url }), 'warning'),
            )
          }
          className={buttonClass('secondary', 'sm')}
          data-testid="copy-class-login-link"
        >
          <CopyIcon size={16} />
          {t('teacherClasses.copyLoginLink')}
          <span className="sr-only">{t('teacherClasses.loginLinkFor', { name: c.name })}</span>
        </button>
        <Link to={MONEY_RAISED_PATH} className={buttonClass('ghost', 'sm')}>
          {t('teacherClasses.fundraise')}
        </Link>
      </div>
    </li>
  );
}

type Student = TTeacherClassStudents['students'][number];

/** A class's students, with their usernames (what a child types to log in elsewhere) and their courses. */
function ClassRoster({ classId }: { classId: string }) {
  const { t } = useTranslation('classroom');
  const { data, isLoading, isFetching, refetch } = useGetTeacherClassStudentsQuery(classId);
  const [reset, resetState] = useResetClassStudentPasswordMutation();
  const [resetting, setResetting] = useState<Student | null>(null);
  const [newPassword, setNewPassword] = useState<{ student: Student; password: string } | null>(null);
  const confirmReset = async (student: Student) => {
    try {
      const result = await reset({ classId, studentId: student.id }).unwrap();
      if (result.password) setNewPassword({ student, password: result.password });
    } catch (err) {
      showToast(errorMessage(err, t('classes.saveFailed')), 'error');
    }
    setResetting(null);
  };
  if (isLoading) return <Skeleton className="mt-2 h-24 rounded-xl" />;
  if (!data) return <ErrorState what={t('teacherClasses.studentsWhat')} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <>
      <ul role="list" className="mt-2 divide-y divide-line-soft rounded-xl border border-line-soft" data-testid="class-roster">
        {data.students.map((s) => (
          <RosterStudent key={s.id} student={s} onReset={() => setResetting(s)} />
        ))}
      </ul>
      <ConfirmDialog
        open={resetting !== null}
        title={t('classStudents.resetTitle', { name: resetting?.first_name ?? '' })}
        confirmLabel={t('classStudents.reset')}
        busy={resetState.isLoading}
        onConfirm={() => {
          if (resetting) void confirmReset(resetting);
        }}
        onCancel={() => setResetting(null)}
        testId="reset-dialog"
      >
        {t('classStudents.resetBody')}
      </ConfirmDialog>
      <NewPasswordDialog shown={newPassword} onClose={() => setNewPassword(null)} />
    </>
  );
}

/** One student of the roster: their username, their courses (each with how far they have gone, on request) and a new password. */
function RosterStudent({ student: s, onReset }: { student: Student; onReset: () => void }) {
  const { t } = useTranslation('classroom');
  const [open, setOpen] = useState(false);
  const coursesId = useId();
  const name = `${s.first_name} ${s.last_name}`;
  return (
    <li className="px-3 py-2 text-sm" data-testid="class-roster-student" data-username={s.username}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="min-w-0">
          <span className="font-semibold wrap-anywhere text-ink">{name}</span> <span className="font-mono text-ink-muted">{s.username}</span>
          {s.active ? null : (
            <>
              {' '}
              <Badge tone="warm">{t('teacherClasses.inactive')}</Badge>
            </>
          )}
        </span>
        <span className="flex flex-wrap items-center gap-x-3">
          {s.courses.length ? (
            <button
              type="button"
              aria-expanded={open}
              aria-controls={coursesId}
              onClick={() => setOpen((o) => !o)}
              className="inline-flex items-center gap-1 rounded-lg px-1 py-1 text-left text-ink-soft tabular-nums underline-offset-4 hover:text-ink hover:underline"
              data-testid="roster-courses-toggle"
            >
              <ChevronDownIcon size={14} className={`transition-transform ${open ? 'rotate-180' : ''}`} />
              {t('teacherClasses.courses', { count: s.courses_joined, finished: s.courses_finished })}
              <ItemName>{name}</ItemName>
            </button>
          ) : (
            <span className="text-ink-muted">{t('teacherClasses.noCourses')}</span>
          )}
          {s.active ? (
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={onReset} data-testid="roster-reset-password">
              {t('classStudents.reset')}
              <span className="sr-only">{t('teacherClasses.resetFor', { name })}</span>
            </button>
          ) : null}
        </span>
      </div>
      {s.courses.length ? (
        <ul id={coursesId} hidden={!open} role="list" aria-label={t('teacherClasses.coursesOf', { name })} className="mt-2 mb-1 grid gap-3 rounded-xl bg-surface-alt p-3" data-testid="roster-courses">
          {s.courses.map((c) => (
            <li key={c.slug} data-testid="roster-course">
              <ProgressBar
                size="sm"
                value={c.progress}
                label={c.name}
                detail={
                  c.completed_at
                    ? c.completed_lessons < c.total_lessons
                      ? t('teacherClasses.finishedWithNew', { date: formatLongDate(c.completed_at), done: c.completed_lessons, total: c.total_lessons })
                      : t('teacherClasses.finishedOn', { date: formatLongDate(c.completed_at) })
                    : t('teacherClasses.lessonsDone', { done: c.completed_lessons, total: c.total_lessons })
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
