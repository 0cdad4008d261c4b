import { zodResolver } from '@hookform/resolvers/zod';
import {
  CAUSE_FORM_MSG as M,
  CAUSE_LIMITS,
  ZCharityForm,
  type TAdminCharityDetail,
  type TCharityForm,
  type TCharityFormInput,
} from '@commonshelf/shared/charities/charity-admin.schemas';
import { CURRENCIES } from '@commonshelf/shared/commerce/commerce.schemas';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { FormField, inputClass, textareaClass } from '../../../components/ui/form-field';
import { ChevronLeftIcon, HeartIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ErrorState } from '../../../components/ui/state-message';
import { UnsavedChangesDialog } from '../../../components/ui/unsaved-changes';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminCharityQuery, useSaveCharityMutation } from '../api/charity-admin.api';
import { useCharityConsole } from '../charity-admin-paths';
import { CauseFormActions, causeFormData, showRefusal, StatusField, useCauseForm } from './cause-form-kit';
import { PicturesField } from './pictures-field';
import { translateMessage } from '../../../i18n/messages';

const TEXT_FIELDS = ['name', 'slug', 'summary', 'story', 'website', 'currency', 'status'] as const;

const valuesOf = (c: TAdminCharityDetail): TCharityFormInput => ({
  name: c.name,
  slug: c.slug,
  summary: c.summary,
  story: c.story,
  website: c.website ?? '',
  currency: c.currency as TCharityFormInput['currency'],
  status: c.status,
});

/** The number of an `:id` route parameter, or null when it is not one. */
export function idParam(raw: string | undefined): number | null {
  const n = Number(raw);
  return raw && /^\d{1,9}$/.test(raw) && n > 0 ? n : null;
}

/**
 * `admin-panel/charity/:charityId?` and `admin-school/addcharities/:charityId?`: add a charity to
 * this console's scope or edit one of its own; back to the list once saved.
 */
export function CharityFormPage() {
  const { charityId } = useParams();
  const id = idParam(charityId);
  const paths = useCharityConsole();
  const { t } = useTranslation('adminGiving');
  const { data, error, isLoading, isFetching, refetch } = useGetAdminCharityQuery(id ?? 0, { skip: id === null });
  useDocumentTitle(charityId ? (data ? t('causes.editName', { name: data.name }) : t('charities.editCharity')) : t('charities.addACharity'));
  if (!charityId) return <CharityForm charity={null} />;
  if (isLoading) return <ListSkeleton rows={3} testId="charity-loading" />;
  if (id === null || errorStatus(error) === 404 || (data && !data.editable))
    return (
      <ItemNotFound testId="charity-not-found" icon={<HeartIcon size={24} />} title={t('charities.notFound')} backTo={paths.charities} backLabel={t('charities.seeAll')}>
        {t('causes.notFoundBody')}
      </ItemNotFound>
    );
  if (error || !data) return <ErrorState what={t('charities.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  return <CharityForm key={data.id} charity={data} />;
}

function CharityForm({ charity }: { charity: TAdminCharityDetail | null }) {
  const navigate = useNavigate();
  const paths = useCharityConsole();
  const { t } = useTranslation('adminGiving');
  const [save, saveState] = useSaveCharityMutation();
  const busy = saveState.isLoading;
  const {
    form: { register, handleSubmit, control, getValues, setError, formState: { errors } },
    pictures,
    failure,
    setFailure,
    setSaved,
    blocker,
  } = useCauseForm<TCharityFormInput, TCharityForm>(
    zodResolver(ZCharityForm),
    charity ? valuesOf(charity) : { name: '', slug: '', summary: '', story: '', website: '', currency: paths.platform ? 'USD' : 'GBP', status: 'draft' },
    { image: charity?.image ?? null, photos: charity?.photos ?? [] },
    busy,
  );
  const name = useWatch({ control, name: 'name' }) ?? '';
  const summary = useWatch({ control, name: 'summary' }) ?? '';

  const submit = handleSubmit(async () => {
    setFailure(null);
    try {
      const result = await save({ id: charity?.id ?? null, form: causeFormData(TEXT_FIELDS, getValues(), pictures) }).unwrap();
      setSaved(true);
      showToast(result.message, 'success');
      void navigate(paths.charities);
    } catch (err) {
      showRefusal(err, { fields: TEXT_FIELDS, setError, pictures, failMessage: M.charitySaveFailed, setFailure });
    }
  });

  return (
    <section aria-labelledby="charity-form-title" className="mx-auto flex w-full max-w-3xl flex-col gap-5" data-testid="charity-editor">
      <div>
        <Link to={paths.charities} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
          <ChevronLeftIcon size={16} />
          {t('causes.allCharities')}
        </Link>
        <h1 id="charity-form-title" className="mt-2 text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl">
          {charity ? t('causes.editName', { name: charity.name }) : t('charities.addACharity')}
        </h1>
        <p className="mt-1 max-w-2xl text-ink-soft">
          {paths.platform ? t('charities.formDescriptionPlatform') : t('charities.formDescription')}
        </p>
      </div>

      <form onSubmit={submit} noValidate className="flex flex-col gap-6 rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6" data-testid="charity-form">
        <FormField label={t('causes.form.name')} error={errors.name?.message}>
          {(c) => <input {...c} {...register('name')} maxLength={CAUSE_LIMITS.name + 20} className={inputClass(!!errors.name)} data-testid="charity-name" />}
        </FormField>
        <FormField
          label={t('causes.form.webAddress')}
          optional
          error={errors.slug?.message}
          hint={charity ? t('charities.slugHintEdit', { slug: charity.slug }) : t('charities.slugHintNew')}
        >
          {(c) => (
            <input {...c} {...register('slug')} maxLength={CAUSE_LIMITS.slug + 10} autoCapitalize="none" spellCheck={false} placeholder={t('charities.slugPlaceholder')} className={inputClass(!!errors.slug)} data-testid="charity-slug" />
          )}
        </FormField>
        <FormField label={t('causes.form.summary')} error={errors.summary?.message} hint={t('charities.summaryHint', { length: summary.length, max: CAUSE_LIMITS.summary })}>
          {(c) => <textarea {...c} {...register('summary')} rows={2} className={textareaClass(!!errors.summary)} data-testid="charity-summary" />}
        </FormField>
        <FormField label={t('causes.form.story')} optional error={errors.story?.message} hint={t('causes.form.storyHint')}>
          {(c) => <textarea {...c} {...register('story')} rows={8} className={textareaClass(!!errors.story)} data-testid="charity-story" />}
        </FormField>
        <FormField label={t('charities.websiteLabel')} optional error={errors.website?.message}>
          {(c) => (
            <input {...c} {...register('website')} type="url" inputMode="url" autoCapitalize="none" spellCheck={false} placeholder="https://" className={inputClass(!!errors.website)} data-testid="charity-website" />
          )}
        </FormField>
        <div className="grid gap-6 sm:grid-cols-2">
          <FormField
            label={t('charities.currency')}
            error={errors.currency?.message}
            hint={charity?.currency_locked ? translateMessage(M.currencyLocked) : t('charities.currencyHint')}
          >
            {(c) =>
              charity?.currency_locked ? (
                <input {...c} {...register('currency')} readOnly className={inputClass(false)} data-testid="charity-currency" />
              ) : (
              <select {...c} {...register('currency')} className={inputClass(!!errors.currency)} data-testid="charity-currency">
                {CURRENCIES.map((cur) => (
                  <option key={cur} value={cur}>
                    {cur}
                  </option>
                ))}
              </select>
              )
            }
          </FormField>
          <StatusField registration={register('status')} error={errors.status?.message} hint={t('charities.statusHint')} testId="charity-status" />
        </div>
        <PicturesField pictures={pictures} name={name} />

        <CauseFormActions
          failure={failure}
          busy={busy}
          testId="charity"
          cancel={
            <Link to={paths.charities} className={buttonClass('secondary', 'lg')}>
              {t('causes.cancel')}
            </Link>
          }
        >
          {charity ? t('causes.form.saveChanges') : t('charities.add')}
        </CauseFormActions>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </section>
  );
}
