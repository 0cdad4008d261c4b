import { zodResolver } from '@hookform/resolvers/zod';
import { AUTHORING_LIMITS, ZCourseInput, type TAuthoringCourse, type TCourseInput } from '@commonshelf/shared/courses/authoring.schemas';
import { COURSE_KINDS } from '@commonshelf/shared/courses/courses.schemas';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldError, FormField, inputClass } from '../../../components/ui/form-field';
import { sdgName } from '../../../components/ui/sdg-goals';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { SDGS, textOnColor } from '../../courses/sdgs';
import { useGetAuthoringModesQuery } from '../api/authoring.api';
import { UnsavedChangesDialog, useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { RichTextEditor } from './rich-text-editor';

/** The form's own shape: outcomes as lines of text, the mode as a select's value; `tooLong` in the UI language. */
const detailsSchema = (tooLong: string) =>
  z.object({
    name: ZCourseInput.shape.name,
    slug: z.string().trim(),
    intro: z.string().trim().max(AUTHORING_LIMITS.intro, tooLong),
    kind: z.enum(COURSE_KINDS),
    sdgs: z.array(z.number().int()),
    mode_id: z.string(),
    outcomes: z.string(),
    description_html: z.string(),
  });
type DetailsForm = z.infer<ReturnType<typeof detailsSchema>>;
type FieldName = keyof DetailsForm;

const toForm = (c: TAuthoringCourse | null): DetailsForm => ({
  name: c?.name ?? '',
  slug: c?.slug ?? '',
  intro: c?.intro ?? '',
  kind: c?.kind ?? 'course',
  sdgs: c?.sdgs ?? [],
  mode_id: c?.mode_id ? String(c.mode_id) : '',
  outcomes: c?.outcomes.join('\n') ?? '',
  description_html: c?.description_html ?? '',
});

export function toCourseInput(v: DetailsForm): TCourseInput {
  return {
    name: v.name,
    ...(v.slug ? { slug: v.slug } : {}),
    intro: v.intro,
    kind: v.kind,
    sdgs: v.sdgs,
    mode_id: v.mode_id ? Number(v.mode_id) : null,
    outcomes: v.outcomes
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    description_html: v.description_html,
  };
}

type Props = {
  course: TAuthoringCourse | null;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (input: TCourseInput) => Promise<unknown>;
};

/** Name, address, introduction, kind, goals, mode, outcomes and description of a course. */
export function CourseDetailsForm({ course, submitLabel, busyLabel, onSubmit }: Props) {
  const { t } = useTranslation(['authoring', 'learning']);
  const schema = useMemo(() => detailsSchema(t('tooLong', { max: AUTHORING_LIMITS.intro })), [t]);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  // The messages above the form come into view when they are the answer to Save (far below them).
  const alerts = useRef<HTMLDivElement>(null);
  const [reveal, setReveal] = useState(0);
  useEffect(() => {
    if (reveal) alerts.current?.scrollIntoView({ block: 'nearest' });
  }, [reveal]);
  const { data: modes } = useGetAuthoringModesQuery();
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<DetailsForm>({ resolver: zodResolver(schema), defaultValues: toForm(course) });
  const blocker = useUnsavedChanges(isDirty && !isSubmitting);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    setSaved(false);
    try {
      await onSubmit(toCourseInput(values));
      reset(values);
      setSaved(true);
      setReveal((n) => n + 1);
    } catch (err) {
      const fields = serverFieldErrors(err);
      let shown = false;
      for (const [key, messages] of Object.entries(fields)) {
        const name = key.split('.')[0] as FieldName;
        if (name in schema.shape) {
          // The first field the server refused comes into view with the focus (the button is far below).
          setError(name, { message: messages[0] }, { shouldFocus: !shown });
          shown = true;
        }
      }
      // Said once: under the field it is about, or above the form when it is about none.
      if (!shown) {
        setFailure(errorMessage(err, t('details.saveFailed')));
        setReveal((n) => n + 1);
      }
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" data-testid="course-details-form" onChange={() => setSaved(false)}>
      <div ref={alerts} className="flex scroll-mt-24 flex-col gap-5 empty:hidden">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        {saved && !isDirty ? <FormAlert tone="success" testId="details-saved">{t('details.saved')}</FormAlert> : null}
      </div>
      <FormField label={t('details.name')} error={errors.name?.message}>
        {(control) => <input {...control} {...register('name')} type="text" autoComplete="off" className={inputClass(!!errors.name)} data-testid="course-name" />}
      </FormField>
      <FormField label={t('details.slug')} optional error={errors.slug?.message} hint={course ? t('details.slugHintExisting') : t('details.slugHintNew')}>
        {(control) => <input {...control} {...register('slug')} type="text" autoComplete="off" spellCheck={false} className={inputClass(!!errors.slug)} placeholder={t('details.slugPlaceholder')} />}
      </FormField>
      <FormField label={t('details.intro')} optional error={errors.intro?.message} hint={t('details.introHint')}>
        {(control) => <textarea {...control} {...register('intro')} rows={2} className={inputClass(!!errors.intro, 'h-auto py-3')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('details.kind')} error={errors.kind?.message}>
          {(control) => (
            <select {...control} {...register('kind')} className={inputClass(!!errors.kind)}>
              {COURSE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`learning:kinds.${k}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('details.mode')} optional error={errors.mode_id?.message}>
          {(control) => (
            <select {...control} {...register('mode_id')} className={inputClass(!!errors.mode_id)}>
              <option value="">{t('details.everyMode')}</option>
              {(modes?.results ?? []).map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <Controller
        control={control}
        name="sdgs"
        render={({ field }) => (
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-semibold text-ink">
              {t('details.sdgs')} <span className="font-normal text-ink-muted">{t('details.optional')}</span>
            </legend>
            <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2 lg:grid-cols-3">
              {SDGS.map((g) => {
                const checked = field.value.includes(g.number);
                return (
                  <label key={g.number} className="flex min-h-10 cursor-pointer items-center gap-2 rounded-lg px-2 text-sm text-ink hover:bg-surface-alt">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => field.onChange(checked ? field.value.filter((n) => n !== g.number) : [...field.value, g.number].sort((a, b) => a - b))}
                      className="size-4 accent-[var(--color-primary)]"
                    />
                    <span aria-hidden="true" className="inline-flex size-6 shrink-0 items-center justify-center rounded text-xs font-bold" style={{ background: g.color, color: textOnColor(g.color) }}>
                      {g.number}
                    </span>
                    <span className="min-w-0">
                      <span className="sr-only">{t('details.goal', { number: g.number })}</span>
                      {sdgName(g.number)}
                    </span>
                  </label>
                );
              })}
            </div>
            <FieldError message={errors.sdgs?.message} />
          </fieldset>
        )}
      />
      <FormField label={t('details.outcomes')} optional error={errors.outcomes?.message} hint={t('details.outcomesHint')}>
        {(control) => <textarea {...control} {...register('outcomes')} rows={4} className={inputClass(!!errors.outcomes, 'h-auto py-3')} />}
      </FormField>
      <Controller
        control={control}
        name="description_html"
        render={({ field }) => (
          <RichTextEditor label={t('details.description')} initialHtml={field.value} onChange={field.onChange} error={errors.description_html?.message} testId="course-description-editor" />
        )}
      />
      <div className="sm:max-w-xs">
        <SubmitButton busy={isSubmitting} busyLabel={busyLabel} testId="save-course-details">
          {submitLabel}
        </SubmitButton>
      </div>
      <UnsavedChangesDialog blocker={blocker} />
    </form>
  );
}
