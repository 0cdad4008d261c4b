import { zodResolver } from '@hookform/resolvers/zod';
import {
  CAUSE_FORM_MSG as M,
  CAUSE_LIMITS,
  ZProjectForm,
  type TAdminCharityOptions,
  type TAdminProjectDetail,
  type TAdminProjectSaved,
  type TProjectForm,
  type TProjectFormInput,
} from '@commonshelf/shared/charities/charity-admin.schemas';
import { minorToMajorText } from '@commonshelf/shared/commerce/money';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField, inputClass, textareaClass } from '../../../components/ui/form-field';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes';
import { translateMessage } from '../../../i18n/messages';
import { showToast } from '../../../lib/toast';
import { useSaveProjectMutation } from '../api/charity-admin.api';
import { CauseFormActions, causeFormData, showRefusal, StatusField, useCauseForm } from './cause-form-kit';
import { causeStatusLabel } from './cause-ui';
import { PicturesField } from './pictures-field';

const TEXT_FIELDS = ['charity_id', 'title', 'slug', 'summary', 'story', 'goal', 'offline_raised', 'status'] as const;

const valuesOf = (p: TAdminProjectDetail): TProjectFormInput => ({
  charity_id: String(p.charity.id),
  title: p.title,
  slug: p.slug,
  summary: p.summary,
  story: p.story,
  goal: minorToMajorText(p.goal_minor),
  offline_raised: p.offline_raised_minor ? minorToMajorText(p.offline_raised_minor) : '',
  status: p.status,
});

type Props = {
  project: TAdminProjectDetail | null;
  /** This console's charities to choose from. */
  charities: TAdminCharityOptions['results'];
  /** The charity a new project starts under (or the only one it may have, with `fixedCharity`). */
  charityId?: number | undefined;
  /** The charity cannot be chosen here (a school adds projects from its charity's page). */
  fixedCharity?: boolean;
  onSaved: (result: TAdminProjectSaved) => void;
  /** The form's other way out: a page to go back to, or closing the form where it was opened (asking first when changed). */
  cancel: { to: string } | { onCancel: () => void };
};

/**
 * A project's form: its charity (this console's own), title, address, summary, story, goal and what
 * it raised before the platform (typed in the charity's currency, parsed as text), status and pictures.
 */
export function ProjectForm({ project, charities, charityId, fixedCharity = false, onSaved, cancel }: Props) {
  const { t } = useTranslation('adminGiving');
  const [save, saveState] = useSaveProjectMutation();
  const [discarding, setDiscarding] = useState(false);
  const busy = saveState.isLoading;
  const {
    form: { register, handleSubmit, control, getValues, setError, formState: { errors } },
    pictures,
    failure,
    setFailure,
    setSaved,
    blocker,
    dirty,
  } = useCauseForm<TProjectFormInput, TProjectForm>(
    zodResolver(ZProjectForm),
    project
      ? valuesOf(project)
      : { charity_id: charityId ? String(charityId) : '', title: '', slug: '', summary: '', story: '', goal: '', offline_raised: '', status: 'draft' },
    { image: project?.image ?? null, photos: project?.photos ?? [] },
    busy,
  );
  const chosen = useWatch({ control, name: 'charity_id' });
  const title = useWatch({ control, name: 'title' }) ?? '';
  const currency = charities.find((c) => String(c.id) === String(chosen))?.currency ?? project?.currency ?? '';
  const locked = project?.charity_locked ?? false;

  const submit = handleSubmit(async () => {
    setFailure(null);
    try {
      const result = await save({ id: project?.id ?? null, form: causeFormData(TEXT_FIELDS, getValues(), pictures) }).unwrap();
      setSaved(true);
      showToast(result.message, 'success');
      onSaved(result);
    } catch (err) {
      showRefusal(err, { fields: TEXT_FIELDS, setError, pictures, failMessage: M.projectSaveFailed, setFailure });
    }
  });

  const amountHint = (text: string) => (currency ? t('projects.inCurrency', { currency, text }) : text);
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-6 rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6" data-testid="project-form">
      {fixedCharity ? null : (
        <FormField label={t('projects.charity')} error={errors.charity_id?.message} hint={locked ? translateMessage(M.charityLocked) : t('projects.charityHint')}>
          {(c) => (
            <select {...c} {...register('charity_id')} className={inputClass(!!errors.charity_id)} data-testid="project-charity">
              <option value="">{t('projects.chooseCharity')}</option>
              {charities.map((ch) => (
                <option key={ch.id} value={String(ch.id)} disabled={locked && ch.id !== project?.charity.id}>
                  {ch.name} ({ch.currency}){ch.status === 'published' ? '' : `, ${causeStatusLabel(ch.status).toLocaleLowerCase()}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      )}
      <FormField label={t('causes.form.title')} error={errors.title?.message}>
        {(c) => <input {...c} {...register('title')} maxLength={CAUSE_LIMITS.name + 20} className={inputClass(!!errors.title)} data-testid="project-title" />}
      </FormField>
      <FormField
        label={t('causes.form.webAddress')}
        optional
        error={errors.slug?.message}
        hint={project ? t('projects.slugHintEdit', { slug: project.slug }) : t('projects.slugHintNew')}
      >
        {(c) => <input {...c} {...register('slug')} maxLength={CAUSE_LIMITS.slug + 10} autoCapitalize="none" spellCheck={false} className={inputClass(!!errors.slug)} data-testid="project-slug" />}
      </FormField>
      <FormField label={t('causes.form.summary')} error={errors.summary?.message} hint={t('projects.summaryHint')}>
        {(c) => <textarea {...c} {...register('summary')} rows={2} className={textareaClass(!!errors.summary)} data-testid="project-summary" />}
      </FormField>
      <FormField label={t('causes.form.story')} optional error={errors.story?.message} hint={t('causes.form.storyHint')}>
        {(c) => <textarea {...c} {...register('story')} rows={7} className={textareaClass(!!errors.story)} data-testid="project-story" />}
      </FormField>
      <div className="grid gap-6 sm:grid-cols-2">
        <FormField label={t('projects.goal')} error={errors.goal?.message} hint={amountHint(t('projects.goalHint'))}>
          {(c) => <input {...c} {...register('goal')} inputMode="decimal" autoComplete="off" placeholder="5000" className={inputClass(!!errors.goal)} data-testid="project-goal" />}
        </FormField>
        <FormField label={t('projects.offline')} optional error={errors.offline_raised?.message} hint={amountHint(t('projects.offlineHint'))}>
          {(c) => <input {...c} {...register('offline_raised')} inputMode="decimal" autoComplete="off" placeholder="0" className={inputClass(!!errors.offline_raised)} data-testid="project-offline" />}
        </FormField>
      </div>
      <StatusField registration={register('status')} error={errors.status?.message} hint={t('projects.statusHint')} testId="project-status" className="sm:max-w-xs" />
      <PicturesField pictures={pictures} name={title} />

      <CauseFormActions
        failure={failure}
        busy={busy}
        testId="project"
        cancel={
          'to' in cancel ? (
            <Link to={cancel.to} className={buttonClass('secondary', 'lg')}>
              {t('causes.cancel')}
            </Link>
          ) : (
            <button type="button" className={buttonClass('secondary', 'lg')} onClick={() => (dirty ? setDiscarding(true) : cancel.onCancel())} data-testid="project-cancel">
              {t('causes.cancel')}
            </button>
          )
        }
      >
        {project ? t('causes.form.saveChanges') : t('projects.add')}
      </CauseFormActions>
      <UnsavedChangesDialog blocker={blocker} />
      <ConfirmDialog
        open={discarding}
        title={t('projects.discardTitle')}
        confirmLabel={t('projects.discardConfirm')}
        cancelLabel={t('projects.keepEditing')}
        danger
        onConfirm={() => {
          setDiscarding(false);
          if ('onCancel' in cancel) cancel.onCancel();
        }}
        onCancel={() => setDiscarding(false)}
        testId="discard-project-dialog"
      >
        {t('projects.discardBody')}
      </ConfirmDialog>
    </form>
  );
}
