import type { TAuthoringCourse } from '@commonshelf/shared/courses/authoring.schemas';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ArrowLeftIcon, CapIcon, ExternalLinkIcon, UploadIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { translateMessage } from '../../../i18n/messages';
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
  const { t } = useTranslation('authoring');
  const base = useAuthoringBase();
  return (
    <Link to={courseListPath(base)} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
      <ArrowLeftIcon size={16} />
      {t('editor.allCourses')}
    </Link>
  );
}

function CourseMissing() {
  const { t } = useTranslation('authoring');
  return (
    <div className="mx-auto max-w-3xl">
      <StateMessage icon={<CapIcon size={24} />} title={t('editor.missing')} testId="course-missing" action={<BackToList />} />
    </div>
  );
}

function NewCourse() {
  const { t } = useTranslation('authoring');
  useDocumentTitle(t('editor.newTitle'));
  const base = useAuthoringBase();
  const navigate = useNavigate();
  const [create] = useCreateCourseMutation();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5" data-testid="new-course-page">
      <BackToList />
      <h1 className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">{t('editor.newTitle')}</h1>
      <Card title={t('editor.details')}>
        <CourseDetailsForm
          course={null}
          submitLabel={t('editor.create')}
          busyLabel={t('editor.creating')}
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
  const { t } = useTranslation('authoring');
  const { data: course, error, isLoading, isFetching, refetch } = useGetAuthoringCourseQuery(id);
  useDocumentTitle(course ? t('editor.editTitle', { name: course.name }) : t('editor.courseTitle'));
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
    return <ErrorState what={t('editor.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6" data-testid="course-editor" data-course-id={course.id}>
      <BackToList />
      <CourseHeader course={course} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={t('editor.outline')}>
            <OutlineEditor course={course} />
          </Card>
          <Card title={t('editor.details')}>
            <CourseDetailsForm key={course.id} course={course} submitLabel={t('editor.saveDetails')} busyLabel={t('saving')} onSubmit={(input) => update({ id: course.id, ...input }).unwrap()} />
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <Card title={t('editor.cover')}>
            <CoverEditor course={course} />
          </Card>
          <Card title={t('editor.delete')}>
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
  const { t } = useTranslation('authoring');
  const [publish, publishState] = usePublishCourseMutation();
  const [unpublish, unpublishState] = useUnpublishCourseMutation();
  const [problems, setProblems] = useState<string[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = publishState.isLoading || unpublishState.isLoading;
  const preview = coursePagePath(course.kind, course.slug);
  const live = course.status === 'published';

  const toggle = async () => {
    setFailure(null);
    setProblems([]);
    setDone(null);
    try {
      if (live) {
        await unpublish(course.id).unwrap();
        setDone(t('editor.unpublished'));
      } else {
        await publish(course.id).unwrap();
        setDone(t('editor.published'));
      }
    } catch (err) {
      const list = serverFieldErrors(err).problems ?? [];
      setProblems(list);
      setFailure(errorMessage(err, t('editor.updateFailed')));
    }
  };

  return (
    <header className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <StatusBadge status={course.status} />
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl" data-testid="course-editor-title">
            {course.name}
          </h1>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={preview} target="_blank" rel="noopener" className={buttonClass('secondary', 'md')} data-testid="preview-course">
            <ExternalLinkIcon size={16} />
            {t('preview')}
            <span className="sr-only">{t('newTab')}</span>
          </a>
          <button
            type="button"
            onClick={() => void toggle()}
            {...busyButtonProps(busy)}
            className={buttonClass(live ? 'secondary' : 'primary', 'md')}
            data-testid={live ? 'unpublish-course' : 'publish-course'}
          >
            {busy ? <Spinner /> : null}
            {live ? t('editor.unpublish') : t('editor.publish')}
          </button>
        </div>
      </div>
      {failure ? (
        <FormAlert testId="publish-problems">
          <p>{failure}</p>
          {problems.length ? <ProblemList problems={problems} /> : null}
        </FormAlert>
      ) : null}
      {done ? (
        <FormAlert tone="success" testId="publish-done">
          {done}
        </FormAlert>
      ) : null}
      {/* What stands in the way of publishing; a published course is live as it is edited, so a
          lesson added to it is seen at once, empty or not, and the same list is a warning. */}
      {course.publish_problems.length && (live || !failure) ? (
        <FormAlert tone={live ? 'error' : 'info'} testId={live ? 'live-problems' : 'publish-hints'}>
          <p>{live ? t('editor.liveProblems') : t('editor.beforePublish')}</p>
          <ProblemList problems={course.publish_problems.map(translateMessage)} />
        </FormAlert>
      ) : null}
    </header>
  );
}

function ProblemList({ problems }: { problems: readonly string[] }) {
  return (
    <ul className="mt-1 list-disc pl-5">
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}

function CoverEditor({ course }: { course: TAuthoringCourse }) {
  const { t } = useTranslation('authoring');
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
      setError(serverFieldErrors(err).cover?.[0] ?? errorMessage(err, t('editor.coverFailed')));
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
          <img src={shown} alt={t('editor.coverOf', { name: course.name })} className="size-full object-cover" data-testid="cover-image" />
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
          {course.cover ? t('editor.replaceCover') : t('editor.uploadCover')}
        </label>
        <input id={inputId} ref={input} type="file" accept="image/png,image/jpeg" className="sr-only" onChange={(e) => void choose(e.target.files?.[0])} data-testid="cover-input" />
        {course.cover ? (
          <button type="button" onClick={() => void removeCover(course.id)} {...busyButtonProps(removeState.isLoading)} className={buttonClass('ghost', 'sm')}>
            {t('remove')}
          </button>
        ) : null}
      </div>
      <p className="text-sm text-ink-muted">{t('editor.coverHint')}</p>
    </div>
  );
}

function DeleteCourse({ course }: { course: TAuthoringCourse }) {
  const { t } = useTranslation('authoring');
  const [open, setOpen] = useState(false);
  const [remove, state] = useDeleteCourseMutation();
  const [error, setError] = useState<string | null>(null);
  const base = useAuthoringBase();
  const navigate = useNavigate();
  if (course.status === 'published') return <p className="text-sm text-ink-muted">{t('editor.unpublishFirst')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-ink-muted">{t('editor.deleteText')}</p>
      {error ? <FormAlert>{error}</FormAlert> : null}
      <button type="button" onClick={() => setOpen(true)} className={buttonClass('secondary', 'sm', 'text-book-button')} data-testid="delete-course">
        {t('editor.deleteCourse')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('editor.deleteTitle', { name: course.name })}
        confirmLabel={t('editor.deleteCourse')}
        danger
        busy={state.isLoading}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          try {
            await remove(course.id).unwrap();
            void navigate(courseListPath(base), { replace: true });
          } catch (err) {
            setError(errorMessage(err, t('editor.deleteFailed')));
            setOpen(false);
          }
        }}
      >
        {t('editor.deleteWarning')}
      </ConfirmDialog>
    </div>
  );
}
