import { zodResolver } from '@hookform/resolvers/zod';
import { AUTHORING_LIMITS, type TAuthoringLesson } from '@commonshelf/shared/courses/authoring.schemas';
import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { z } from 'zod';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ArrowLeftIcon, ExternalLinkIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { coursePagePath, lessonPath } from '../../courses/course-paths';
import { useGetAuthoringLessonQuery, useUpdateLessonMutation } from '../api/authoring.api';
import { courseEditorPath, useAuthoringBase } from '../authoring-paths';
import { UnsavedChangesDialog, useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { QuizEditor } from './quiz-editor';
import { ResourcesEditor } from './resources-editor';
import { RichTextEditor } from './rich-text-editor';
import { StatusBadge } from './status-badge';
import { VideoEditor } from './video-editor';

/** `…/course/:courseId/lesson/:lessonId`: one lesson's text, video, resources and quiz. */
export function LessonEditorPage() {
  const { t } = useTranslation('authoring');
  const { courseId, lessonId } = useParams();
  const id = Number(lessonId);
  const base = useAuthoringBase();
  const { data: lesson, error, isLoading, isFetching, refetch } = useGetAuthoringLessonQuery(id, { skip: !Number.isInteger(id) || id <= 0 });
  useDocumentTitle(lesson ? t('lessonEditor.editTitle', { title: lesson.title }) : t('lessonEditor.lessonTitle'));
  const back = courseEditorPath(base, Number(courseId) || undefined);

  if (isLoading) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-4">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-80 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (!lesson || lesson.course.id !== Number(courseId)) {
    if (!lesson && errorStatus(error) !== 404 && Number.isInteger(id) && id > 0) return <ErrorState what={t('lessonEditor.what')} onRetry={() => void refetch()} retrying={isFetching} />;
    return (
      <div className="mx-auto max-w-3xl">
        <StateMessage
          title={t('lessonEditor.missing')}
          testId="lesson-missing"
          action={
            <Link to={back} className={buttonClass('secondary', 'sm')}>
              {t('lessonEditor.backToCourse')}
            </Link>
          }
        />
      </div>
    );
  }
  return <LessonEditor lesson={lesson} back={back} />;
}

/** One blocker for the page's two forms (React Router allows one at a time). */
function LessonEditor({ lesson, back }: { lesson: TAuthoringLesson; back: string }) {
  const { t } = useTranslation('authoring');
  const [dirty, setDirty] = useState({ lesson: false, quiz: false });
  const blocker = useUnsavedChanges(dirty.lesson || dirty.quiz);
  const onLessonDirty = useCallback((value: boolean) => setDirty((d) => (d.lesson === value ? d : { ...d, lesson: value })), []);
  const onQuizDirty = useCallback((value: boolean) => setDirty((d) => (d.quiz === value ? d : { ...d, quiz: value })), []);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6" data-testid="lesson-editor" data-lesson-id={lesson.id}>
      <Link to={back} className="inline-flex items-center gap-1.5 self-start text-sm font-semibold text-ink-soft hover:text-ink">
        <ArrowLeftIcon size={16} />
        {lesson.course.name}
      </Link>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={lesson.course.status} />
            <span className="text-sm text-ink-muted">{lesson.chapter.title}</span>
          </div>
          <h1 className="mt-2 text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl">{lesson.title}</h1>
        </div>
        <a
          href={lessonPath(coursePagePath(lesson.course.kind, lesson.course.slug), lesson.chapter.slug, lesson.slug)}
          target="_blank"
          rel="noopener"
          className={buttonClass('secondary', 'md')}
          data-testid="preview-lesson"
        >
          <ExternalLinkIcon size={16} />
          {t('preview')}
          <span className="sr-only">{t('newTab')}</span>
        </a>
      </header>
      {lesson.course.status === 'published' && lesson.empty ? (
        <FormAlert tone="info" testId="lesson-live-empty">
          {t('lessonEditor.liveEmpty')}
        </FormAlert>
      ) : null}
      <Card title={t('lessonEditor.lesson')}>
        <LessonForm key={lesson.id} lesson={lesson} onDirty={onLessonDirty} />
      </Card>
      <Card title={t('lessonEditor.video')}>
        <VideoEditor lesson={lesson} />
      </Card>
      <Card title={t('lessonEditor.resources')}>
        <ResourcesEditor lesson={lesson} />
      </Card>
      <Card title={t('lessonEditor.quiz')}>
        <QuizEditor key={lesson.id} lesson={lesson} onDirty={onQuizDirty} />
      </Card>
      <UnsavedChangesDialog blocker={blocker} />
    </div>
  );
}


export function Card({ title, children }: { title: string; children: ReactNode }) {
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

/** The lesson form's rules, with their messages in the UI language. */
const lessonSchema = (t: TFunction<'authoring'>) =>
  z.object({
    title: z
      .string()
      .trim()
      .min(1, t('lessonEditor.titleRequired'))
      .max(AUTHORING_LIMITS.title, t('tooLong', { max: AUTHORING_LIMITS.title })),
    duration_minutes: z.coerce
      .number({ error: t('lessonEditor.durationRequired') })
      .int(t('lessonEditor.wholeMinutes'))
      .min(1, t('lessonEditor.atLeastOne'))
      .max(AUTHORING_LIMITS.duration, t('lessonEditor.atMost', { max: AUTHORING_LIMITS.duration })),
    content_html: z.string(),
  });
type LessonFormValues = z.input<ReturnType<typeof lessonSchema>>;
type LessonFormData = z.output<ReturnType<typeof lessonSchema>>;

function LessonForm({ lesson, onDirty }: { lesson: TAuthoringLesson; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation('authoring');
  const schema = useMemo(() => lessonSchema(t), [t]);
  const [update] = useUpdateLessonMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<LessonFormValues, unknown, LessonFormData>({
    resolver: zodResolver(schema),
    defaultValues: { title: lesson.title, duration_minutes: lesson.duration_minutes, content_html: lesson.content_html },
  });
  useEffect(() => onDirty(isDirty && !isSubmitting), [isDirty, isSubmitting, onDirty]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      const next = await update({ id: lesson.id, ...values }).unwrap();
      reset({ title: next.title, duration_minutes: next.duration_minutes, content_html: values.content_html });
      setSaved(true);
    } catch (err) {
      const fields = serverFieldErrors(err);
      for (const name of ['title', 'duration_minutes', 'content_html'] as const) if (fields[name]) setError(name, { message: fields[name][0] });
      setFailure(errorMessage(err, t('lessonEditor.saveFailed')));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5" data-testid="lesson-form">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {saved && !isDirty ? <FormAlert tone="success" testId="lesson-saved">{t('lessonEditor.saved')}</FormAlert> : null}
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <FormField label={t('lessonEditor.title')} error={errors.title?.message}>
          {(c) => <input {...c} {...register('title')} className={inputClass(!!errors.title)} data-testid="lesson-title-input" />}
        </FormField>
        <FormField label={t('lessonEditor.minutes')} error={errors.duration_minutes?.message}>
          {(c) => <input {...c} {...register('duration_minutes')} type="number" inputMode="numeric" min={1} max={AUTHORING_LIMITS.duration} className={inputClass(!!errors.duration_minutes)} />}
        </FormField>
      </div>
      <Controller
        control={control}
        name="content_html"
        render={({ field }) => (
          <RichTextEditor
            label={t('lessonEditor.content')}
            initialHtml={field.value}
            onChange={field.onChange}
            error={errors.content_html?.message}
            hint={t('lessonEditor.contentHint')}
            testId="lesson-content-editor"
          />
        )}
      />
      <div className="sm:max-w-xs">
        <SubmitButton busy={isSubmitting} busyLabel={t('saving')} testId="save-lesson">
          {t('lessonEditor.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
