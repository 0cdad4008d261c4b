import { ACTIVITY_DAYS, type TTeacherClass } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { useEffect, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ExternalLinkIcon, SchoolIcon } from '../../../components/ui/icons';
import { Section } from '../../../components/ui/section';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { pluralize } from '../../../lib/format';
import { MONEY_RAISED_PATH } from '../../../lib/giving-paths';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { selectUser } from '../../../lib/session.slice';
import { fetchClasses, selectClasses } from '../classes.slice';

/** Who has classes on the dashboard: teachers (their own) and the school's admins (every class). */
const CLASS_ROLES = ['teacher', 'teacher_admin', 'school_admin'];

const ACTIVITY: { key: keyof TTeacherClass['activity']; label: string }[] = [
  { key: 'books_read', label: 'Books read' },
  { key: 'stories_written', label: 'Stories started' },
  { key: 'stories_published', label: 'Stories published' },
  { key: 'courses_enrolled', label: 'Courses joined' },
  { key: 'courses_completed', label: 'Courses finished' },
];

/**
 * The dashboard's classes for teachers (`GET /api/v1/teacher/school-classes/` through the classes
 * slice): each class with its code and what its students did lately. `stats` (the teacher's book
 * and story numbers) is passed in by the dashboard.
 */
export function TeacherClassesSection({ stats }: { stats?: ReactNode }) {
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
      title="My classes"
      description={`Your classes, and what their students did in the last ${ACTIVITY_DAYS} days.`}
      action={
        <div className="flex flex-wrap gap-2">
          <Link to="/bulk-enrolment" className={buttonClass('ghost', 'sm')}>
            Enrol a class in a course
          </Link>
          <Link to="/archived-students" className={buttonClass('ghost', 'sm')} data-testid="dashboard-archived-students">
            Archived students
          </Link>
        </div>
      }
    >
      {stats}
      {status === 'idle' || status === 'loading' ? (
        <div role="status" className="grid gap-4 md:grid-cols-2" data-testid="classes-loading">
          <span className="sr-only">Loading your classes…</span>
          <Skeleton className="h-52 rounded-[var(--radius-card)]" />
          <Skeleton className="h-52 rounded-[var(--radius-card)]" />
        </div>
      ) : status === 'failed' ? (
        <div>
          <p className="sr-only">{error}</p>
          <ErrorState what="your classes" onRetry={() => void dispatch(fetchClasses())} />
        </div>
      ) : data.length === 0 ? (
        <StateMessage icon={<SchoolIcon size={24} />} title="You don’t have a class yet" testId="classes-empty">
          Your school’s admin creates classes and names their teacher. Once a class is yours, its code and its students’ reading show here.
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
  const quiet = Object.values(c.activity).every((n) => n === 0);
  return (
    <li className="flex flex-col gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-5" data-testid="teacher-class" data-name={c.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words text-ink">{c.name}</h3>
          <p className="text-sm text-ink-muted">
            {pluralize(c.students_count, 'student')}
            {showTeacher ? ` · ${c.teacher ? c.teacher.name : 'no teacher yet'}` : ''}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <span className="rounded-lg bg-primary-light px-2.5 py-1 font-mono text-base font-bold tracking-widest text-primary-dark" data-testid="class-code">
            <span className="sr-only">Class code </span>
            {c.code}
          </span>
          {c.active ? null : <Badge tone="warm">Code turned off</Badge>}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="class-activity">
        {ACTIVITY.map((a) => (
          <div key={a.key} className="rounded-xl bg-surface-alt px-3 py-2" data-testid={`activity-${a.key}`}>
            <dt className="text-xs font-semibold text-ink-muted">{a.label}</dt>
            <dd className="text-xl font-black text-ink tabular-nums">{c.activity[a.key].toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {quiet ? <p className="text-sm text-ink-muted">A quiet month: no reading, stories or courses yet.</p> : null}
      <div className="mt-auto flex flex-wrap gap-2">
        <a href={c.login_url} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'sm')}>
          <ExternalLinkIcon size={16} />
          Class login page<span className="sr-only"> for {c.name} (new tab)</span>
        </a>
        <Link to={MONEY_RAISED_PATH} className={buttonClass('ghost', 'sm')}>
          Fundraise with the class
        </Link>
      </div>
    </li>
  );
}
