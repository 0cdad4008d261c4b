import type { TAuthoringCourse } from '@commonshelf/shared/courses/authoring.schemas';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ArrowLeftIcon, CapIcon, ExternalLinkIcon, UploadIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { coursePagePath } from '../../courses/course-paths';
import {
  useCreateCourseMutation,
  useDeleteCourseMutation,
  useGetAuthoringCourseQuery,
  usePublishCourseMutation,
  useRemoveCoverMutation,
  useSetCoverMutation,
  useUnpublishCourseMutation,
  useUpdateCourseMutation,
} from '../api/authoring.api';
import { courseEditorPath, courseListPath, useAuthoringBase } from '../authoring-paths';
import { ConfirmDialog } from './confirm-dialog';
import { CourseDetailsForm } from './course-details-form';
import { OutlineEditor } from './outline-editor';
import { StatusBadge } from './status-badge';

/** `…/course/:courseId?`: a new course (details only), or the whole editor of one. */
export function CourseEditorPage() {
  const { courseId } = useParams();
  const id = courseId ? Number(courseId) : null;
  if (id === null) return <NewCourse />;
  if (!Number.isInteger(id) || id <= 0) return <CourseMissing />;
  return <ExistingCourse id={id} />;
}

function BackToList() {
  const base = useAuthoringBase();
  return (
    <Link to={courseListPath(base)} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
      <ArrowLeftIcon size={16} />
      All courses
    </Link>
  );
}

function CourseMissing() {
  return (
    <div className="mx-auto max-w-3xl">
      <StateMessage icon={<CapIcon size={24} />} title="This course does not exist, or it is not yours to edit." testId="course-missing" action={<BackToList />} />
    </div>
  );
}

function NewCourse() {
  useDocumentTitle('New course');
  const base = useAuthoringBase();
  const navigate = useNavigate();
  const [create] = useCreateCourseMutation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5" data-testid="new-course-page">
      <BackToList />
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">New course</h1>
      <Card title="Details">
        <CourseDetailsForm
          course={null}
          submitLabel="Create course"
          busyLabel="Creating…"
          onSubmit={async (input) => {
            const course = await create(input).unwrap();
            void navigate(courseEditorPath(base, course.id), { replace: true });
          }}
        />
      </Card>
    </div>
  );
}

function ExistingCourse({ id }: { id: number }) {
  const { data: course, error, isLoading, isFetching, refetch } = useGetAuthoringCourseQuery(id);
  useDocumentTitle(course ? `Edit ${course.name}` : 'Course');
  const [update] = useUpdateCourseMutation();
  if (isLoading) {
    return (
      <div className="mx-auto flex max-w-5xl flex-col gap-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (!course) {
    if (errorStatus(error) === 404) return <CourseMissing />;
    return <ErrorState what="this course" onRetry={() => void refetch()} retrying={isFetching} />;
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6" data-testid="course-editor" data-course-id={course.id}>
      <BackToList />
      <CourseHeader course={course} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title="Chapters and lessons">
            <OutlineEditor course={course} />
          </Card>
          <Card title="Details">
            <CourseDetailsForm key={course.id} course={course} submitLabel="Save details" busyLabel="Saving…" onSubmit={(input) => update({ id: course.id, ...input }).unwrap()} />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card title="Cover">
            <CoverEditor course={course} />
          </Card>
          <Card title="Delete">
            <DeleteCourse course={course} />
          </Card>
        </div>
      </div>
    </div>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6">
      <h2 id={id} className="mb-4 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Title, status, Preview and Publish/Unpublish, with the reasons publishing is refused. */
function CourseHeader({ course }: { course: TAuthoringCourse }) {
  const [publish, publishState] = usePublishCourseMutation();
  const [unpublish, unpublishState] = useUnpublishCourseMutation();
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = publishState.isLoading || unpublishState.isLoading;
  const preview = coursePagePath(course.kind, course.slug);

  const toggle = async () => {
    setFailure(null);
    setProblems([]);
    setDone(null);
    try {
      if (course.status === 'published') {
        await unpublish(course.id).unwrap();
        setDone('The course is a draft again: learners no longer see it.');
      } else {
        await publish(course.id).unwrap();
        setDone('Published: learners can now find the course.');
      }
    } catch (err) {
      const list = serverFieldErrors(err).problems ?? [];
      setProblems(list);
      setFailure(errorMessage(err, 'The course could not be updated. Please try again.'));
    }
  };

  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <StatusBadge status={course.status} />
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight break-words text-ink sm:text-3xl" data-testid="course-editor-title">
            {course.name}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={preview} target="_blank" rel="noopener" className={buttonClass('secondary', 'md')} data-testid="preview-course">
            <ExternalLinkIcon size={16} />
            Preview
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <button
            type="button"
            onClick={() => void toggle()}
            disabled={busy}
            className={buttonClass(course.status === 'published' ? 'secondary' : 'primary', 'md')}
            data-testid={course.status === 'published' ? 'unpublish-course' : 'publish-course'}
          >
            {busy ? <Spinner /> : null}
            {course.status === 'published' ? 'Unpublish' : 'Publish'}
          </button>
        </div>
      </div>
      {failure ? (
        <FormAlert testId="publish-problems">
          <p>{failure}</p>
          {problems.length ? (
            <ul className="mt-1 list-disc pl-5">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          ) : null}
        </FormAlert>
      ) : null}
      {done ? (
        <FormAlert tone="success" testId="publish-done">
          {done}
        </FormAlert>
      ) : null}
      {course.status === 'draft' && course.publish_problems.length && !failure ? (
        <FormAlert tone="info" testId="publish-hints">
          <p>Before you can publish:</p>
          <ul className="mt-1 list-disc pl-5">
            {course.publish_problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </FormAlert>
      ) : null}
    </header>
  );
}

function CoverEditor({ course }: { course: TAuthoringCourse }) {
  const [setCover, setState] = useSetCoverMutation();
  const [removeCover, removeState] = useRemoveCoverMutation();
  const [error, setError] = useState<string | null>(null);
  const [local, setLocal] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const url = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (url.current) URL.revokeObjectURL(url.current);
    },
    [],
  );

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (url.current) URL.revokeObjectURL(url.current);
    url.current = URL.createObjectURL(file);
    setLocal(url.current);
    try {
      await setCover({ id: course.id, file }).unwrap();
    } catch (err) {
      setError(serverFieldErrors(err).cover?.[0] ?? errorMessage(err, 'The cover could not be uploaded.'));
    } finally {
      setLocal(null);
      if (input.current) input.current.value = '';
    }
  };
  const shown = local ?? course.cover;
  return (
    <div className="flex flex-col gap-3" data-testid="cover-editor">
      <div className="aspect-video overflow-hidden rounded-xl border border-line-soft bg-primary-light">
        {shown ? (
          <img src={shown} alt={`Cover of ${course.name}`} className="size-full object-cover" data-testid="cover-image" />
        ) : (
          <div className="flex size-full items-center justify-center text-primary">
            <CapIcon size={48} />
          </div>
        )}
      </div>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <label htmlFor={inputId} className={`${buttonClass('secondary', 'sm')} cursor-pointer focus-within:outline-3 focus-within:outline-primary`}>
          {setState.isLoading ? <Spinner /> : <UploadIcon size={16} />}
          {course.cover ? 'Replace cover' : 'Upload cover'}
        </label>
        <input id={inputId} ref={input} type="file" accept="image/png,image/jpeg" className="sr-only" onChange={(e) => void choose(e.target.files?.[0])} data-testid="cover-input" />
        {course.cover ? (
          <button type="button" onClick={() => void removeCover(course.id)} disabled={removeState.isLoading} className={buttonClass('ghost', 'sm')}>
            Remove
          </button>
        ) : null}
      </div>
      <p className="text-sm text-ink-muted">A PNG or JPEG, 16:9 works best, up to 5 MB.</p>
    </div>
  );
}

function DeleteCourse({ course }: { course: TAuthoringCourse }) {
  const [open, setOpen] = useState(false);
  const [remove, state] = useDeleteCourseMutation();
  const [error, setError] = useState<string | null>(null);
  const base = useAuthoringBase();
  const navigate = useNavigate();
  if (course.status === 'published') return <p className="text-sm text-ink-muted">Unpublish the course before deleting it.</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">Deletes the course with all its chapters, lessons and files.</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('secondary', 'sm', 'text-book-button')} data-testid="delete-course">
        Delete course
      </button>
      <ConfirmDialog
        open={open}
        title={`Delete “${course.name}”?`}
        confirmLabel="Delete course"
        danger
        busy={state.isLoading}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await remove(course.id).unwrap();
            void navigate(courseListPath(base), { replace: true });
          } catch (err) {
            setError(errorMessage(err, 'The course could not be deleted.'));
            setOpen(false);
          }
        }}
      >
        Its chapters, lessons, quizzes, videos and resources are deleted too. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}
