import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_PROVIDERS, providerMinimumMinor } from '@commonshelf/shared/commerce/commerce.schemas';
import { PROVIDER_NAMES } from '@commonshelf/shared/commerce/checkout.schemas';
import { isStudentRole, publicPersonName, studentPublicName } from '@commonshelf/shared/users/public-name';
import { useId, useState } from 'react';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useForm, useWatch } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { z } from 'zod';
import { Trans, useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldError, FormField, inputClass } from '../../../components/ui/form-field';
import { CreditCardIcon, HeartIcon, LockIcon, PhoneIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { formatMinorAmount } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/server-errors';
import { selectUser } from '../../../lib/session.slice';
import { useSite } from '../../../lib/site';
import { useStartDonationMutation, type DonationCheckoutInput } from '../api/charities.api';
import { decimalSeparator, parseAmount } from '../../../lib/money-input';
import { checkoutMessage } from '../../../lib/checkout-messages';
import { presetAmounts, providersFor } from '../donation-amount';
import { rememberOrderAccess } from '../../../lib/order-access';

export const DEDICATION_MAX = 200;
export const DONOR_NAME_MAX = 100;

/** What the gift is for: a project, a charity, or a fundraising page (which credits its owner). */
export type DonationCause =
  | { kind: 'project'; projectId: number; title: string; charityName: string; currency: string }
  | { kind: 'charity'; charityId: number; title: string; currency: string }
  | { kind: 'fundraiser'; slug: string; title: string; ownerName: string; currency: string };

const OTHER = 'other';

const formSchema = (currency: string, t: TFunction<'giving'>) =>
  z
    .object({
      preset: z.string(),
      custom: z.string(),
      dedication: z.string().trim().max(DEDICATION_MAX, t('donate.errors.tooLong', { max: DEDICATION_MAX })),
      anonymous: z.boolean(),
      name: z.string().trim().min(1, t('donate.errors.name')).max(DONOR_NAME_MAX, t('donate.errors.tooLong', { max: DONOR_NAME_MAX })),
      email: z.string().trim().min(1, t('donate.errors.email')).pipe(z.email(t('donate.errors.emailInvalid'))),
      provider: z.enum(PAYMENT_PROVIDERS, { error: t('donate.errors.provider') }),
    })
    .superRefine((v, ctx) => {
      if (v.preset !== OTHER) return;
      const parsed = parseAmount(v.custom, currency);
      if ('error' in parsed) ctx.addIssue({ code: 'custom', path: ['custom'], message: parsed.error });
      // PhonePe takes at least a rupee, Stripe some cents: said here rather than by the provider.
      else {
        const least = providerMinimumMinor(v.provider, currency);
        if (parsed.minor < least) {
          const amount = formatMinorAmount(least, currency);
          ctx.addIssue({ code: 'custom', path: ['custom'], message: t('donate.errors.belowMinimum', { provider: PROVIDER_NAMES[v.provider], amount }) });
        }
      }
    });
type DonationForm = z.infer<ReturnType<typeof formSchema>>;

function amountOf(v: Pick<DonationForm, 'preset' | 'custom'>, currency: string): number | null {
  if (v.preset !== OTHER) return Number(v.preset);
  const parsed = parseAmount(v.custom, currency);
  return 'minor' in parsed ? parsed.minor : null;
}

/**
 * The donation form of a project, charity or fundraising page: a suggested or typed amount in the
 * cause's currency, an optional dedication, giving anonymously, who gives (prefilled when signed
 * in), and how to pay. The summary says exactly what will happen; the server prices the order and
 * the browser then goes to the provider's page.
 */
export function DonationForm({ cause }: { cause: DonationCause }) {
  const { t, i18n } = useTranslation(['giving', 'shop']);
  const user = useSelector(selectUser);
  const currency = cause.currency;
  const presets = presetAmounts(currency);
  const providers = providersFor(currency, useSite().paymentProviders);
  const [startDonation, { isLoading }] = useStartDonationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const amountLegend = useId();
  const customId = useId();
  const customError = useId();
  const providerLegend = useId();
  // A student is shown by first name only (the server sees to it), so that is what we suggest they give as.
  const defaultName = user ? publicPersonName(user.first_name, user.last_name, user.role) : '';
  const {
    register,
    handleSubmit,
    control,
    setError,
    setValue,
    formState: { errors },
  } = useForm<DonationForm>({
    resolver: zodResolver(formSchema(currency, t)),
    mode: 'onTouched',
    // The first refused field in the page's order (the amount before the name), not in the order the
    // fields were registered: the amount's own box only exists once "Other" is chosen.
    shouldFocusError: false,
    defaultValues: {
      preset: String(presets[1] ?? presets[0]),
      custom: '',
      dedication: '',
      anonymous: false,
      name: defaultName,
      email: user?.email ?? '',
      provider: providers[0],
    },
  });
  const values = useWatch({ control });
  const amount = amountOf({ preset: values.preset ?? '', custom: values.custom ?? '' }, currency);

  // The form is the submit event's target (a ref may not be passed on while rendering).
  const formOf = (event: { target: unknown } | undefined) => (event?.target instanceof HTMLFormElement ? event.target : null);
  const submit = handleSubmit(async (v, event) => {
    const form = formOf(event);
    setFailure(null);
    const amountMinor = amountOf(v, currency)!;
    const input: DonationCheckoutInput = {
      amount_minor: amountMinor,
      anonymous: v.anonymous,
      name: v.name,
      email: v.email,
      provider: v.provider,
      ...(v.dedication ? { dedication: v.dedication } : {}),
      ...(cause.kind === 'project' ? { project_id: cause.projectId } : cause.kind === 'charity' ? { charity_id: cause.charityId } : { fundraiser_slug: cause.slug }),
    };
    try {
      const result = await startDonation(input).unwrap();
      rememberOrderAccess(result.order.reference, result.access_token);
      setLeaving(true);
      window.location.assign(result.redirect_url);
    } catch (err) {
      const fields = serverFieldErrors(err);
      const map: Record<string, keyof DonationForm> = { amount_minor: 'custom', dedication: 'dedication', name: 'name', email: 'email', provider: 'provider' };
      let shown = false;
      for (const [key, messages] of Object.entries(fields)) {
        const name = map[key];
        if (!name) continue;
        if (name === 'custom') setValue('preset', OTHER);
        setError(name, { message: checkoutMessage(messages[0]) });
        shown = true;
      }
      setFailure(checkoutMessage(errorMessage(err, shown ? t('donate.fixFields') : t('donate.failed'))));
      focusFirstInvalid(form);
    }
  }, (_errors, event) => focusFirstInvalid(formOf(event)));

  const amountText = amount !== null ? formatMinorAmount(amount, currency) : null;
  // Whatever name a student types, their gift shows their first name only.
  const shownAs = user && isStudentRole(user.role) ? studentPublicName(user.first_name) : values.name?.trim() || t('donate.yourName');
  const providerName = values.provider ? t(`shop:providers.${values.provider}.name`) : '';
  const causeText =
    cause.kind === 'project'
      ? t('donate.causeProject', { title: cause.title, charity: cause.charityName })
      : cause.kind === 'fundraiser'
        ? t('donate.causeFundraiser', { title: cause.title, owner: cause.ownerName })
        : cause.title;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" data-testid="donation-form" aria-labelledby="donate-title">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary" aria-hidden="true">
          <HeartIcon size={20} />
        </span>
        <h2 id="donate-title" className="text-xl font-extrabold tracking-tight text-ink">
          {t('donate.title')}
        </h2>
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}

      <fieldset className="flex flex-col gap-2" aria-describedby={errors.custom ? customError : undefined}>
        <legend id={amountLegend} className="mb-2 text-sm font-semibold text-ink">
          {t('donate.amount')} <span className="font-normal text-ink-muted">({currency})</span>
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
          {presets.map((p) => (
            <label key={p} className="cursor-pointer">
              <input type="radio" value={String(p)} {...register('preset')} className="peer sr-only" data-testid="donation-preset" />
              <span className="flex h-12 items-center justify-center rounded-xl border border-line bg-surface text-base font-bold text-ink tabular-nums transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-white peer-focus-visible:ring-3 peer-focus-visible:ring-primary/30 hover:border-primary">
                {formatMinorAmount(p, currency)}
              </span>
            </label>
          ))}
        </div>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
          <input type="radio" value={OTHER} {...register('preset')} className="size-5 accent-primary" data-testid="donation-other" />
          {t('donate.another')}
        </label>
        {values.preset === OTHER ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={customId} className="sr-only">
              {t('donate.yourAmount', { currency })}
            </label>
            <div className="relative">
              <span className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 font-semibold text-ink-muted" aria-hidden="true">
                {currency}
              </span>
              <input
                id={customId}
                {...register('custom')}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder={`0${decimalSeparator(i18n.language)}00`}
                aria-invalid={errors.custom ? true : undefined}
                aria-describedby={errors.custom ? customError : undefined}
                className={inputClass(!!errors.custom, 'pl-16 tabular-nums')}
                data-testid="donation-custom"
              />
            </div>
            <FieldError id={customError} message={errors.custom?.message} testId="donation-amount-error" />
          </div>
        ) : null}
      </fieldset>

      <FormField label={t('donate.dedication')} optional error={errors.dedication?.message} hint={t('donate.dedicationHint')}>
        {(control) => <textarea {...control} {...register('dedication')} rows={2} maxLength={DEDICATION_MAX + 20} className={inputClass(!!errors.dedication, 'h-auto py-3')} data-testid="donation-dedication" />}
      </FormField>

      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input type="checkbox" {...register('anonymous')} className="mt-0.5 size-5 shrink-0 rounded accent-primary" data-testid="donation-anonymous" />
        <span>
          <span className="font-semibold">{t('donate.anonymous')}</span>
          <span className="block text-ink-muted">{t('donate.anonymousHint')}</span>
        </span>
      </label>

      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <FormField label={t('donate.name')} error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} type="text" autoComplete="name" className={inputClass(!!errors.name)} data-testid="donation-name" />}
        </FormField>
        <FormField label={t('donate.email')} error={errors.email?.message} hint={t('donate.emailHint')}>
          {(control) => (
            <input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} className={inputClass(!!errors.email)} data-testid="donation-email" />
          )}
        </FormField>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend id={providerLegend} className="mb-2 text-sm font-semibold text-ink">
          {t('donate.payWith')}
        </legend>
        {providers.length === 0 ? (
          <FormAlert tone="info" testId="donation-no-providers">
            {t('donate.noProviders')}
          </FormAlert>
        ) : null}
        {providers.map((p) => (
          <label key={p} className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 has-checked:border-primary has-checked:bg-primary-light">
            <input type="radio" value={p} {...register('provider', { deps: ['custom'] })} className="size-5 accent-primary" data-testid={`donation-provider-${p}`} />
            <span className="text-primary" aria-hidden="true">
              {p === 'phonepe' ? <PhoneIcon size={20} /> : <CreditCardIcon size={20} />}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-ink">{t(`shop:providers.${p}.name`)}</span>
              <span className="block text-xs text-ink-muted">{t(`shop:providers.${p}.hint`)}</span>
            </span>
          </label>
        ))}
        <FieldError message={errors.provider?.message} />
      </fieldset>

      <div className="rounded-2xl bg-surface-alt p-4 text-sm text-ink-soft wrap-anywhere" data-testid="donation-summary" aria-live="polite">
        {amountText ? (
          <p>
            <Trans t={t} i18nKey="donate.summary" values={{ amount: amountText, cause: causeText }} components={{ strong: <strong className="text-ink" /> }} />{' '}
            {values.anonymous ? t('donate.appearAnonymous') : t('donate.appearAs', { name: shownAs })} {providerName ? t('donate.payingWith', { provider: providerName }) : null}
          </p>
        ) : (
          <p>{t('donate.choose')}</p>
        )}
      </div>

      <SubmitButton busy={isLoading || leaving} disabled={providers.length === 0} busyLabel={leaving ? t('donate.leaving') : t('donate.starting')} testId="donation-submit">
        {amountText ? t('donate.donateAmount', { amount: amountText }) : t('donate.donate')}
      </SubmitButton>
      {providers.length ? (
        <p className="flex items-center justify-center gap-1.5 text-xs text-ink-muted">
          <LockIcon size={14} />
          {/* The company whose page takes the payment (Stripe for a card), as the checkout names it. */}
          {t('donate.securePage', { provider: values.provider ? PROVIDER_NAMES[values.provider] : t('donate.theProvider') })}
        </p>
      ) : null}
    </form>
  );
}
