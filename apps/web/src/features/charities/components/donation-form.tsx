import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_PROVIDERS } from '@commonshelf/shared/commerce/commerce.schemas';
import { isStudentRole, publicPersonName, studentPublicName } from '@commonshelf/shared/users/public-name';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { z } from 'zod';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldError, FormField, inputClass } from '../../../components/ui/form-field';
import { CreditCardIcon, HeartIcon, LockIcon, PhoneIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { formatMinorAmount } from '../../../lib/format';
import { serverFieldErrors } from '../../../lib/server-errors';
import { selectUser } from '../../../lib/session.slice';
import { useStartDonationMutation, type DonationCheckoutInput } from '../api/charities.api';
import { parseAmount } from '../../../lib/money-input';
import { PROVIDER_LABELS } from '../../../lib/payment-providers';
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

const formSchema = (currency: string) =>
  z
    .object({
      preset: z.string(),
      custom: z.string(),
      dedication: z.string().trim().max(DEDICATION_MAX, `Use at most ${DEDICATION_MAX} characters.`),
      anonymous: z.boolean(),
      name: z.string().trim().min(1, 'Enter your name.').max(DONOR_NAME_MAX, `Use at most ${DONOR_NAME_MAX} characters.`),
      email: z.string().trim().min(1, 'Enter your email address, for your receipt.').pipe(z.email('Enter a valid email address.')),
      provider: z.enum(PAYMENT_PROVIDERS, { error: 'Choose how you would like to pay.' }),
    })
    .superRefine((v, ctx) => {
      if (v.preset !== OTHER) return;
      const parsed = parseAmount(v.custom, currency);
      if ('error' in parsed) ctx.addIssue({ code: 'custom', path: ['custom'], message: parsed.error });
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
  const user = useSelector(selectUser);
  const currency = cause.currency;
  const presets = presetAmounts(currency);
  const providers = providersFor(currency);
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
    resolver: zodResolver(formSchema(currency)),
    mode: 'onTouched',
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

  const submit = handleSubmit(async (v) => {
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
        setError(name, { message: messages[0] });
        shown = true;
      }
      setFailure(errorMessage(err, shown ? 'Please correct the highlighted fields.' : 'We couldn’t start your donation. Please try again.'));
    }
  });

  const amountText = amount !== null ? formatMinorAmount(amount, currency, 'en') : null;
  // Whatever name a student types, their gift shows their first name only.
  const shownAs = values.anonymous ? 'Anonymous' : user && isStudentRole(user.role) ? studentPublicName(user.first_name) : values.name?.trim() || 'your name';
  const providerName = values.provider ? PROVIDER_LABELS[values.provider].name : '';
  const causeText = cause.kind === 'project' ? `${cause.title} (${cause.charityName})` : cause.kind === 'fundraiser' ? `${cause.title}, ${cause.ownerName}’s fundraising page` : cause.title;

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-5" data-testid="donation-form" aria-labelledby="donate-title">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-light text-primary" aria-hidden="true">
          <HeartIcon size={20} />
        </span>
        <h2 id="donate-title" className="text-xl font-extrabold tracking-tight text-ink">
          Make a donation
        </h2>
      </div>
      {failure ? <FormAlert>{failure}</FormAlert> : null}

      <fieldset className="flex flex-col gap-2" aria-describedby={errors.custom ? customError : undefined}>
        <legend id={amountLegend} className="mb-2 text-sm font-semibold text-ink">
          Amount <span className="font-normal text-ink-muted">({currency})</span>
        </legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2 xl:grid-cols-4">
          {presets.map((p) => (
            <label key={p} className="cursor-pointer">
              <input type="radio" value={String(p)} {...register('preset')} className="peer sr-only" data-testid="donation-preset" />
              <span className="flex h-12 items-center justify-center rounded-xl border border-line bg-surface text-base font-bold text-ink tabular-nums transition-colors peer-checked:border-primary peer-checked:bg-primary peer-checked:text-white peer-focus-visible:ring-3 peer-focus-visible:ring-primary/30 hover:border-primary">
                {formatMinorAmount(p, currency, 'en')}
              </span>
            </label>
          ))}
        </div>
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-ink">
          <input type="radio" value={OTHER} {...register('preset')} className="size-5 accent-primary" data-testid="donation-other" />
          Another amount
        </label>
        {values.preset === OTHER ? (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={customId} className="sr-only">
              Your amount in {currency}
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
                placeholder="0.00"
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

      <FormField label="Dedication" optional error={errors.dedication?.message} hint="“In memory of…”, “For my class…”: shown with your gift and on your receipt.">
        {(control) => <textarea {...control} {...register('dedication')} rows={2} maxLength={DEDICATION_MAX + 20} className={inputClass(!!errors.dedication, 'h-auto py-3')} data-testid="donation-dedication" />}
      </FormField>

      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink">
        <input type="checkbox" {...register('anonymous')} className="mt-0.5 size-5 shrink-0 rounded accent-primary" data-testid="donation-anonymous" />
        <span>
          <span className="font-semibold">Give anonymously</span>
          <span className="block text-ink-muted">Your name and dedication stay off the page. Your receipt still has your name.</span>
        </span>
      </label>

      <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
        <FormField label="Your name" error={errors.name?.message}>
          {(control) => <input {...control} {...register('name')} type="text" autoComplete="name" className={inputClass(!!errors.name)} data-testid="donation-name" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message} hint="For your receipt.">
          {(control) => (
            <input {...control} {...register('email')} type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} className={inputClass(!!errors.email)} data-testid="donation-email" />
          )}
        </FormField>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend id={providerLegend} className="mb-2 text-sm font-semibold text-ink">
          Pay with
        </legend>
        {providers.map((p) => (
          <label key={p} className="flex cursor-pointer items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3 has-checked:border-primary has-checked:bg-primary-light">
            <input type="radio" value={p} {...register('provider')} className="size-5 accent-primary" data-testid={`donation-provider-${p}`} />
            <span className="text-primary" aria-hidden="true">
              {p === 'phonepe' ? <PhoneIcon size={20} /> : <CreditCardIcon size={20} />}
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-ink">{PROVIDER_LABELS[p].name}</span>
              <span className="block text-xs text-ink-muted">{PROVIDER_LABELS[p].hint}</span>
            </span>
          </label>
        ))}
        <FieldError message={errors.provider?.message} />
      </fieldset>

      <div className="rounded-2xl bg-surface-alt p-4 text-sm text-ink-soft" data-testid="donation-summary" aria-live="polite">
        {amountText ? (
          <p>
            You are giving <strong className="text-ink">{amountText}</strong> to <strong className="text-ink">{causeText}</strong>.{' '}
            {values.anonymous ? 'You will appear as “Anonymous”.' : `You will appear as “${shownAs}”.`} {providerName ? `You will pay with ${providerName}.` : null}
          </p>
        ) : (
          <p>Choose or enter an amount to see your donation here.</p>
        )}
      </div>

      <SubmitButton busy={isLoading || leaving} busyLabel={leaving ? 'Taking you to payment…' : 'Starting your donation…'} testId="donation-submit">
        {amountText ? `Donate ${amountText}` : 'Donate'}
      </SubmitButton>
      <p className="flex items-center justify-center gap-1.5 text-xs text-ink-muted">
        <LockIcon size={14} />
        You pay on {providerName || 'the provider'}’s secure page; we never see your card.
      </p>
    </form>
  );
}
