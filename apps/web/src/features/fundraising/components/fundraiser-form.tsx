import { zodResolver } from '@hookform/resolvers/zod';
import { FUNDRAISER_LIMITS, FUNDRAISER_MSG, type TMyFundraiser, type TMyFundraisers } from '@commonshelf/shared/charities/fundraising.schemas';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, inputClass } from '../../../components/ui/form-field';
import { ShieldIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { formatMinorAmount } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { minorDigits, parseAmount } from '../../../lib/money-input';
import { useCreateFundraiserMutation, useGetCauseCharitiesQuery, useGetCauseProjectsQuery, useUpdateFundraiserMutation } from '../api/fundraising.api';

/** A typed goal in minor units; one too large is said as a goal's limit, not a donation's. */
function goalOf(text: string, currency: string): { minor: number } | { error: string } {
  const goal = parseAmount(text, currency);
  return 'error' in goal && goal.reason === 'tooLarge' ? { error: FUNDRAISER_MSG.goalTooLarge } : goal;
}

/** The cause select's value: `p:<project id>` or `c:<charity id>`. */
type CauseOption = { value: string; label: string; currency: string };

const ZForm = z.object({
  owner: z.string(),
  cause: z.string().min(1, FUNDRAISER_MSG.causeRequired),
  title: z.string().trim().min(FUNDRAISER_LIMITS.titleMin, FUNDRAISER_MSG.titleShort).max(FUNDRAISER_LIMITS.title, FUNDRAISER_MSG.titleLong),
  story: z.string().trim().max(FUNDRAISER_LIMITS.story, FUNDRAISER_MSG.storyLong),
  goal: z.string(),
});
type Form = z.infer<typeof ZForm>;
type Field = keyof Form;

const SERVER_FIELDS: Record<string, Field> = { project_id: 'cause', charity_id: 'cause', class_id: 'owner', title: 'title', story: 'story', goal_minor: 'goal' };

function applyServerErrors(err: unknown, setError: (name: Field, error: { message: string }) => void): boolean {
  let shown = false;
  for (const [key, messages] of Object.entries(serverFieldErrors(err))) {
    const name = SERVER_FIELDS[key];
    if (name && messages[0]) {
      setError(name, { message: messages[0] });
      shown = true;
    }
  }
  return shown;
}

const majorText = (minor: number, currency: string) => {
  const digits = minorDigits(currency);
  return digits ? (minor / 10 ** digits).toFixed(digits).replace(/\.0+$/, '') : String(minor);
};

/** Start a page: for me or one of my classes, for a project or a charity, with a title, a story and a goal. */
export function CreateFundraiserForm({
  mine,
  role,
  onCreated,
  onCancel,
}: {
  mine: TMyFundraisers;
  role: string;
  onCreated: (page: TMyFundraiser) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('adminGiving');
  const isStudent = role === 'student';
  // Students and teachers may have a page of their own; a school admin starts pages for classes only.
  const selfAllowed = role === 'student' || role === 'teacher' || role === 'teacher_admin';
  const { data: projects } = useGetCauseProjectsQuery();
  const { data: charities } = useGetCauseCharitiesQuery();
  const [create, { isLoading }] = useCreateFundraiserMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const options: { group: string; items: CauseOption[] }[] = (charities?.results ?? []).map((c) => ({
    group: c.name,
    items: [
      ...(projects?.results ?? []).filter((p) => p.charity.id === c.id).map((p) => ({ value: `p:${p.id}`, label: p.title, currency: p.currency })),
      { value: `c:${c.id}`, label: t('fundraising.wherever', { name: c.name }), currency: c.currency },
    ],
  }));
  const ownOnly = mine.classes.length === 0;
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors },
  } = useForm<Form>({ resolver: zodResolver(ZForm), mode: 'onTouched', defaultValues: { owner: selfAllowed ? '' : (mine.classes[0]?.id ?? ''), cause: '', title: '', story: '', goal: '' } });
  const cause = useWatch({ control, name: 'cause' });
  const currency = options.flatMap((o) => o.items).find((o) => o.value === cause)?.currency ?? null;

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    if (!currency) return setError('cause', { message: FUNDRAISER_MSG.causeRequired });
    const goal = goalOf(v.goal, currency);
    if ('error' in goal) return setError('goal', { message: goal.error });
    const [kind, id] = v.cause.split(':');
    try {
      const page = await create({
        ...(kind === 'p' ? { project_id: Number(id) } : { charity_id: Number(id) }),
        ...(v.owner ? { class_id: v.owner } : {}),
        title: v.title,
        story: v.story,
        goal_minor: goal.minor,
      }).unwrap();
      showToast(t('fundraising.created'), 'success');
      onCreated(page);
    } catch (err) {
      const shown = applyServerErrors(err, setError);
      setFailure(errorMessage(err, shown ? t('fundraising.correctFields') : t('fundraising.createFailed')));
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" data-testid="fundraiser-form">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      {isStudent ? (
        <div className="flex items-start gap-3 rounded-2xl bg-primary-light p-4 text-sm text-ink" data-testid="safety-note">
          <ShieldIcon size={20} className="mt-0.5 shrink-0 text-primary" />
          <p>
            <Trans t={t} i18nKey="fundraising.safety" components={{ strong: <strong /> }} />
          </p>
        </div>
      ) : null}
      {!ownOnly ? (
        <FormField label={t('fundraising.whose')} error={errors.owner?.message}>
          {(control) => (
            <select {...control} {...register('owner')} className={inputClass(!!errors.owner)} data-testid="fundraiser-owner-select">
              {selfAllowed ? <option value="">{t('fundraising.myOwn')}</option> : null}
              {mine.classes.map((c) => (
                <option key={c.id} value={c.id}>
                  {t('fundraising.classPage', { name: c.name })}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <FormField label={t('fundraising.whatFor')} error={errors.cause?.message}>
        {(control) => (
          <select {...control} {...register('cause')} className={inputClass(!!errors.cause)} data-testid="fundraiser-cause">
            <option value="">{t('fundraising.chooseCause')}</option>
            {options.map((o) => (
              <optgroup key={o.group} label={o.group}>
                {o.items.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('fundraising.title')} error={errors.title?.message} hint={`${isStudent ? t('fundraising.titleExample') : ''}${t('fundraising.titleMax', { max: FUNDRAISER_LIMITS.title })}`}>
        {(control) => <input {...control} {...register('title')} type="text" autoComplete="off" maxLength={FUNDRAISER_LIMITS.title + 10} className={inputClass(!!errors.title)} data-testid="fundraiser-title" />}
      </FormField>
      <FormField label={t('fundraising.why')} optional error={errors.story?.message} hint={t('fundraising.whyHint')}>
        {(control) => <textarea {...control} {...register('story')} rows={4} className={inputClass(!!errors.story, 'h-auto py-3')} data-testid="fundraiser-story" />}
      </FormField>
      <FormField
        label={currency ? t('fundraising.goalIn', { currency }) : t('fundraising.goal')}
        error={errors.goal?.message}
        hint={currency ? t('fundraising.goalHint', { example: formatMinorAmount(10 ** minorDigits(currency) * 100, currency) }) : t('fundraising.goalFirst')}
      >
        {(control) => <input {...control} {...register('goal')} type="text" inputMode="decimal" autoComplete="off" className={inputClass(!!errors.goal, 'tabular-nums')} data-testid="fundraiser-goal" />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className="inline-flex h-12 items-center justify-center rounded-full px-6 font-semibold text-ink hover:bg-primary-light">
          {t('fundraising.cancel')}
        </button>
        <div className="sm:w-64">
          <SubmitButton busy={isLoading} busyLabel={t('fundraising.creating')} testId="fundraiser-submit">
            {t('fundraising.create')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}

const ZEdit = z.object({ title: ZForm.shape.title, story: ZForm.shape.story, goal: z.string() });
type EditForm = z.infer<typeof ZEdit>;

/** Change a page's title, story and goal. */
export function EditFundraiserForm({ page, onDone }: { page: TMyFundraiser; onDone: () => void }) {
  const { t } = useTranslation('adminGiving');
  const [update, { isLoading }] = useUpdateFundraiserMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditForm>({ resolver: zodResolver(ZEdit), mode: 'onTouched', defaultValues: { title: page.title, story: page.story, goal: majorText(page.goal_minor, page.currency) } });
  const submit = handleSubmit(async (v) => {
    setFailure(null);
    const goal = goalOf(v.goal, page.currency);
    if ('error' in goal) return setError('goal', { message: goal.error });
    try {
      await update({ slug: page.slug, change: { title: v.title, story: v.story, goal_minor: goal.minor } }).unwrap();
      showToast(t('fundraising.updated'), 'success');
      onDone();
    } catch (err) {
      const shown = applyServerErrors(err, (name, e) => (name === 'title' || name === 'story' || name === 'goal' ? setError(name, e) : undefined));
      setFailure(errorMessage(err, shown ? t('fundraising.correctFields') : t('fundraising.saveFailed')));
    }
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4" data-testid="fundraiser-edit-form">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <FormField label={t('fundraising.title')} error={errors.title?.message}>
        {(control) => <input {...control} {...register('title')} type="text" autoComplete="off" className={inputClass(!!errors.title)} />}
      </FormField>
      <FormField label={t('fundraising.why')} optional error={errors.story?.message}>
        {(control) => <textarea {...control} {...register('story')} rows={4} className={inputClass(!!errors.story, 'h-auto py-3')} />}
      </FormField>
      <FormField label={t('fundraising.goalIn', { currency: page.currency })} error={errors.goal?.message}>
        {(control) => <input {...control} {...register('goal')} type="text" inputMode="decimal" autoComplete="off" className={inputClass(!!errors.goal, 'tabular-nums')} />}
      </FormField>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className="inline-flex h-12 items-center justify-center rounded-full px-6 font-semibold text-ink hover:bg-primary-light">
          {t('fundraising.cancel')}
        </button>
        <div className="sm:w-56">
          <SubmitButton busy={isLoading} busyLabel={t('fundraising.saving')}>
            {t('fundraising.saveChanges')}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
