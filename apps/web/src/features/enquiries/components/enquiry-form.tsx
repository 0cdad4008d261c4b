import { Trans, useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ENQUIRY_FIELDS,
  ENQUIRY_LIMITS,
  ENQUIRY_MSG,
  ENQUIRY_ROLES,
  ENQUIRY_SCHEMAS,
  nowIn,
  addDays,
  SALES_INTERESTS,
  SCHOOL_SIZES,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_TYPES,
  type EnquiryKind,
  type TEnquiryFormValues,
  type TEnquiryInput,
  type TEnquirySent,
} from '@commonshelf/shared/site/enquiries.schemas';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CountryCombobox } from '../../../components/ui/country-combobox';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldError, FormField, inputClass, selectClass, textareaClass } from '../../../components/ui/form-field';
import { AlertIcon, CalendarIcon, CartIcon, CheckIcon, ImageIcon, MailIcon, SparklesIcon } from '../../../components/ui/icons';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TurnstileWidget } from '../../../components/ui/turnstile-widget';
import { errorMessage } from '../../../lib/api-client';
import { serverFieldErrors } from '../../../lib/server-errors';
import { formatBytes } from '../../../lib/format';
import { selectUser } from '../../../lib/session.slice';
import { useSite } from '../../../lib/site';
import { useSendEnquiryMutation } from '../api/enquiries.api';
import { browserTimeZone, enquiryBody, firstWord, initialValues, sameSiteReferrer, screenshotProblem, timeZoneLabel, timeZoneOptions } from './enquiry-form-helpers';
import { FileInput } from '../../../components/ui/file-input';

/** Each kind's icon; its heading, introduction and buttons are in the forms namespace (`kinds.<kind>`). */
const ICONS: Record<EnquiryKind, ReactNode> = {
  contact: <MailIcon size={24} />,
  tour: <CalendarIcon size={24} />,
  problem: <AlertIcon size={24} />,
  demo: <SparklesIcon size={24} />,
  sales: <CartIcon size={24} />,
};

const ROUTES: Record<EnquiryKind, string> = { contact: '/contact', tour: '/request-a-tour', problem: '/report-a-problem', demo: '/demo', sales: '/sales' };

type Sent = { result: TEnquirySent; name: string; email: string };

/**
 * The public site's enquiry form of one kind (contact, tour, problem, demo, sales): validated with
 * the same schema as the API, the server's field messages shown on their fields, Cloudflare
 * Turnstile when the site has it, and a confirmation saying what happens next.
 */
export function EnquiryForm({ kind }: { kind: EnquiryKind }) {
  const [sent, setSent] = useState<Sent | null>(null);
  const [round, setRound] = useState(0);
  if (sent && sent.result.kind === kind) {
    return (
      <EnquiryConfirmation
        sent={sent}
        onAnother={() => {
          setSent(null);
          setRound((n) => n + 1);
        }}
      />
    );
  }
  // After "Send another", focus starts at the new form's heading rather than nowhere.
  return <EnquiryFormBody key={`${kind}-${round}`} kind={kind} onSent={setSent} focusHeading={round > 0} />;
}

function EnquiryFormBody({ kind, onSent, focusHeading }: { kind: EnquiryKind; onSent: (sent: Sent) => void; focusHeading: boolean }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) headingRef.current?.focus();
  }, [focusHeading]);
  const { t } = useTranslation('forms');
  const site = useSite();
  const user = useSelector(selectUser);
  const titleId = useId();
  const [send, { isLoading }] = useSendEnquiryMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [turnstileResets, setTurnstileResets] = useState(0);
  // The chosen screenshot with the address of its preview (made when chosen, released when replaced or left).
  const [shot, setShot] = useState<{ file: File; preview: string | null; error: string | null } | null>(null);
  const [screenshotServerError, setScreenshotServerError] = useState<string | null>(null);
  const screenshot = shot?.file ?? null;
  const screenshotError = shot?.error ?? screenshotServerError;
  const fileInput = useRef<HTMLInputElement>(null);
  const preview = useRef<string | null>(null);
  useEffect(() => () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);

  const [defaults] = useState(() =>
    initialValues(kind, user, {
      timeZone: browserTimeZone(),
      pageUrl: kind === 'problem' && typeof document !== 'undefined' ? sameSiteReferrer(document.referrer, location.origin, ROUTES.problem) : '',
    }),
  );
  const resolver = useMemo(
    () => zodResolver(ENQUIRY_SCHEMAS[kind] as unknown as Parameters<typeof zodResolver>[0]) as unknown as Resolver<TEnquiryFormValues, unknown, TEnquiryInput>,
    [kind],
  );
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<TEnquiryFormValues, unknown, TEnquiryInput>({ resolver, mode: 'onTouched', defaultValues: defaults });

  const timeZone = useWatch({ control, name: 'time_zone' });
  const zones = useMemo(() => timeZoneOptions(defaults.time_zone), [defaults.time_zone]);
  const today = useMemo(() => {
    try {
      return nowIn(timeZone || 'UTC').date;
    } catch {
      return nowIn('UTC').date;
    }
  }, [timeZone]);

  const onValid = async (input: TEnquiryInput) => {
    setFailure(null);
    if (screenshotError) {
      fileInput.current?.focus();
      return;
    }
    if (site.turnstileSiteKey && !input.turnstile_token) {
      setError('turnstile_token', { message: ENQUIRY_MSG.turnstileRequired });
      return;
    }
    // Where it was sent from; a problem report names the page of the problem instead.
    const body: TEnquiryInput = kind === 'problem' ? input : { ...input, page_url: `${location.origin}${location.pathname}` };
    try {
      const result = await send(enquiryBody(body, kind === 'problem' ? screenshot : null)).unwrap();
      onSent({ result, name: input.name, email: input.email });
    } catch (error) {
      const fields = serverFieldErrors(error);
      let first = true;
      for (const name of ENQUIRY_FIELDS[kind]) {
        const messages = fields[name];
        if (!messages) continue;
        if (name === 'screenshot') {
          setScreenshotServerError(messages.join(' '));
          if (first) fileInput.current?.focus();
        } else {
          setError(name, { message: messages.join(' ') }, { shouldFocus: first });
        }
        first = false;
      }
      // A Turnstile token works once: any refused form needs a fresh check.
      if (site.turnstileSiteKey) setTurnstileResets((n) => n + 1);
      setFailure(errorMessage(error, t('failed')));
    }
  };

  const chooseScreenshot = (file: File | null) => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
    setScreenshotServerError(null);
    if (!file) {
      setShot(null);
      return;
    }
    const error = screenshotProblem(file);
    if (!error) preview.current = URL.createObjectURL(file);
    setShot({ file, preview: preview.current, error });
  };

  const text = (name: 'name' | 'email' | 'organisation' | 'subject', label: string, o: { optional?: boolean; autoComplete?: string; type?: string; max: number; hint?: string }) => (
    <FormField label={label} error={errors[name]?.message} optional={o.optional} hint={o.hint}>
      {(c) => (
        <input
          {...c}
          {...register(name)}
          type={o.type ?? 'text'}
          autoComplete={o.autoComplete}
          maxLength={o.max}
          {...(o.type === 'email' ? { inputMode: 'email' as const, autoCapitalize: 'none', spellCheck: false } : {})}
          className={inputClass(!!errors[name])}
          data-testid={`enquiry-${name}`}
        />
      )}
    </FormField>
  );

  const roleSelect = (
    <FormField label={t('role')} error={errors.role?.message}>
      {(c) => (
        <select {...c} {...register('role')} className={selectClass(!!errors.role)} data-testid="enquiry-role">
          <option value="">{t('chooseRole')}</option>
          {ENQUIRY_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );

  const message = (label: string, o: { optional?: boolean; hint?: string; rows?: number }) => (
    <FormField label={label} error={errors.message?.message} optional={o.optional} hint={o.hint}>
      {(c) => <textarea {...c} {...register('message')} rows={o.rows ?? 5} maxLength={ENQUIRY_LIMITS.message} className={textareaClass(!!errors.message)} data-testid="enquiry-message" />}
    </FormField>
  );

  return (
    <section aria-labelledby={titleId} data-testid="enquiry-form" data-kind={kind} className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-5 shadow-card sm:p-8">
      <header className="mb-6 flex items-start gap-4">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-primary-light text-primary">
          {ICONS[kind]}
        </span>
        <div className="min-w-0">
          <h2 id={titleId} ref={headingRef} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-ink focus:outline-none">
            {t(`kinds.${kind}.title`)}
          </h2>
          <p className="mt-1 text-ink-soft">{t(`kinds.${kind}.intro`)}</p>
        </div>
      </header>

      <form onSubmit={(event) => void handleSubmit(onValid)(event)} noValidate className="flex flex-col gap-5" aria-labelledby={titleId} data-testid={`enquiry-form-${kind}`}>
        {failure ? <FormAlert testId="enquiry-error">{failure}</FormAlert> : null}

        <div className="grid gap-5 sm:grid-cols-2">
          {text('name', t('name'), { autoComplete: 'name', max: ENQUIRY_LIMITS.name })}
          {text('email', t('email'), { autoComplete: 'email', type: 'email', max: ENQUIRY_LIMITS.email, hint: t('emailHint') })}
        </div>

        {kind === 'contact' ? (
          <>
            {text('subject', t('subject'), { max: ENQUIRY_LIMITS.subject })}
            {message(t('message'), { rows: 6 })}
          </>
        ) : null}

        {kind === 'tour' ? (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('organisation', t('organisation'), { autoComplete: 'organization', max: ENQUIRY_LIMITS.organisation })}
              {roleSelect}
            </div>
            <FormField label={t('schoolSize')} error={errors.school_size?.message}>
              {(c) => (
                <select {...c} {...register('school_size')} className={selectClass(!!errors.school_size)} data-testid="enquiry-school-size">
                  <option value="">{t('chooseSize')}</option>
                  {SCHOOL_SIZES.map((s) => (
                    <option key={s} value={s}>
                      {t(`sizes.${s}`)}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <fieldset className="flex flex-col gap-4 rounded-2xl border border-line-soft p-4">
              <legend className="px-1 text-sm font-semibold text-ink">{t('when')}</legend>
              <div className="grid gap-5 sm:grid-cols-2">
                <FormField label={t('date')} error={errors.preferred_date?.message}>
                  {(c) => (
                    <input
                      {...c}
                      {...register('preferred_date')}
                      type="date"
                      min={today}
                      max={addDays(today, ENQUIRY_LIMITS.tourDaysAhead)}
                      className={inputClass(!!errors.preferred_date)}
                      data-testid="enquiry-preferred-date"
                    />
                  )}
                </FormField>
                <FormField label={t('time')} error={errors.preferred_time?.message}>
                  {(c) => <input {...c} {...register('preferred_time')} type="time" step={300} className={inputClass(!!errors.preferred_time)} data-testid="enquiry-preferred-time" />}
                </FormField>
              </div>
              <FormField label={t('timeZone')} error={errors.time_zone?.message} hint={t('timeZoneHint')}>
                {(c) => (
                  <select {...c} {...register('time_zone')} className={selectClass(!!errors.time_zone)} data-testid="enquiry-time-zone">
                    {zones.map((z) => (
                      <option key={z} value={z}>
                        {timeZoneLabel(z)}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            </fieldset>
            {message(t('anythingElseTour'), { optional: true, rows: 3 })}
          </>
        ) : null}

        {kind === 'problem' ? (
          <>
            {message(t('whatHappened'), { hint: t('whatHappenedHint'), rows: 6 })}
            <FormField label={t('pageAddress')} error={errors.page_url?.message} optional hint={t('pageAddressHint')}>
              {(c) => (
                <input
                  {...c}
                  {...register('page_url')}
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={ENQUIRY_LIMITS.pageUrl}
                  placeholder="https://"
                  className={inputClass(!!errors.page_url)}
                  data-testid="enquiry-page-url"
                />
              )}
            </FormField>
            <ScreenshotField file={screenshot} preview={shot?.preview ?? null} error={screenshotError} onChange={chooseScreenshot} inputRef={fileInput} />
          </>
        ) : null}

        {kind === 'demo' ? (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              {text('organisation', t('organisation'), { autoComplete: 'organization', max: ENQUIRY_LIMITS.organisation })}
              {roleSelect}
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <FormField label={t('country')} error={errors.country?.message}>
                {(c) => (
                  <Controller
                    control={control}
                    name="country"
                    render={({ field }) => (
                      <CountryCombobox {...c} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} testId="enquiry-country" />
                    )}
                  />
                )}
              </FormField>
              <FormField label={t('students')} error={errors.students?.message}>
                {(c) => <input {...c} {...register('students')} type="text" inputMode="numeric" autoComplete="off" maxLength={12} className={inputClass(!!errors.students)} data-testid="enquiry-students" />}
              </FormField>
            </div>
            {message(t('whatToSee'), { optional: true, rows: 3 })}
          </>
        ) : null}

        {kind === 'sales' ? (
          <>
            {text('organisation', t('organisation'), { autoComplete: 'organization', optional: true, max: ENQUIRY_LIMITS.organisation })}
            <InterestsField register={register('interests')} error={errors.interests?.message ?? errors.interests?.[0]?.message} />
            <FormField label={t('quantity')} error={errors.quantity?.message} hint={t('quantityHint')}>
              {(c) => <input {...c} {...register('quantity')} type="text" inputMode="numeric" autoComplete="off" maxLength={12} className={inputClass(!!errors.quantity)} data-testid="enquiry-quantity" />}
            </FormField>
            {message(t('anythingElse'), { optional: true, rows: 3 })}
          </>
        ) : null}

        {site.turnstileSiteKey ? (
          <div>
            <TurnstileWidget
              siteKey={site.turnstileSiteKey}
              action={`enquiry-${kind}`}
              resetCount={turnstileResets}
              onToken={(token) => {
                setValue('turnstile_token', token);
                if (token) clearErrors('turnstile_token');
              }}
            />
            <FieldError message={errors.turnstile_token?.message} testId="turnstile-error" />
          </div>
        ) : null}

        <p className="text-sm text-ink-muted">
          <Trans t={t} i18nKey="privacy" components={{ privacy: <Link to="/privacy-policy" className="font-semibold text-primary underline underline-offset-2" /> }} />
        </p>

        <SubmitButton busy={isLoading} busyLabel={t(`kinds.${kind}.busy`)} testId="enquiry-submit">
          {t(`kinds.${kind}.submit`)}
        </SubmitButton>
      </form>
    </section>
  );
}

type Registered = ReturnType<ReturnType<typeof useForm<TEnquiryFormValues, unknown, TEnquiryInput>>['register']>;

/** The sales form's "interested in" checkboxes: a fieldset whose error is tied to every box. */
function InterestsField({ register, error }: { register: Registered; error: string | undefined }) {
  const { t } = useTranslation('forms');
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} data-testid="enquiry-interests">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('interestedIn')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SALES_INTERESTS.map((interest) => (
          <label
            key={interest}
            className={`flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border bg-surface px-3 py-2 text-base text-ink hover:border-primary has-[:checked]:border-primary has-[:checked]:bg-primary-light ${error ? 'border-danger' : 'border-line'}`}
          >
            <input type="checkbox" value={interest} {...register} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} className="size-5 shrink-0 accent-primary" data-testid={`enquiry-interest-${interest}`} />
            <span>{t(`interests.${interest}`)}</span>
          </label>
        ))}
      </div>
      <div className="mt-1.5">
        <FieldError id={errorId} message={error} />
      </div>
    </fieldset>
  );
}


/** An optional screenshot: checked for type and size before upload, shown as a preview, removable. */
function ScreenshotField({
  file,
  preview,
  error,
  onChange,
  inputRef,
}: {
  file: File | null;
  preview: string | null;
  error: string | null;
  onChange: (file: File | null) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation(['forms', 'common']);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div className="flex min-w-0 flex-col gap-1.5" data-testid="enquiry-screenshot">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('screenshot')}<span className="font-normal text-ink-muted"> {t('common:optional')}</span>
      </label>
      <FileInput
        ref={inputRef}
        id={id}
        file={file}
        accept={SCREENSHOT_TYPES.join(',')}
        aria-describedby={[error ? errorId : null, hintId].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        data-testid="enquiry-screenshot-input"
      />
      <p id={hintId} className="text-sm text-ink-muted">
        {t('screenshotHint', { size: formatBytes(SCREENSHOT_MAX_BYTES) })}
      </p>
      <FieldError id={errorId} message={error} testId="enquiry-screenshot-error" />
      {file && preview ? (
        <div className="mt-2 flex flex-col gap-2 rounded-2xl border border-line-soft bg-surface-alt p-3 sm:flex-row sm:items-center">
          <img src={preview} alt={t('screenshotPreview')} className="max-h-48 w-full rounded-lg object-contain sm:w-48" data-testid="enquiry-screenshot-preview" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <p className="flex items-center gap-2 text-sm break-all text-ink">
              <ImageIcon size={16} className="shrink-0 text-ink-muted" />
              {file.name} · {formatBytes(file.size)}
            </p>
            <button
              type="button"
              className={buttonClass('secondary', 'sm', 'self-start')}
              onClick={() => {
                onChange(null);
                if (inputRef.current) {
                  inputRef.current.value = '';
                  // The button goes with the screenshot: focus moves to where another can be chosen.
                  inputRef.current.focus();
                }
              }}
              data-testid="enquiry-screenshot-remove"
            >
              {t('removeScreenshot')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** After sending: thanks, what happens next, and a way to send another. */
function EnquiryConfirmation({ sent, onAnother }: { sent: Sent; onAnother: () => void }) {
  const { t } = useTranslation('forms');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const kind = sent.result.kind;
  const name = firstWord(sent.name);
  return (
    <section
      role="status"
      aria-labelledby="enquiry-sent-title"
      data-testid="enquiry-confirmation"
      data-kind={sent.result.kind}
      className="rounded-[var(--radius-card)] border border-primary bg-primary-light/60 p-5 shadow-card sm:p-8"
    >
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-full bg-button text-white">
          <CheckIcon size={24} />
        </span>
        <div className="min-w-0">
          <h2 id="enquiry-sent-title" ref={heading} tabIndex={-1} className="text-2xl font-extrabold tracking-tight text-ink focus:outline-none">
            {name ? t('thanksName', { name }) : t('thanks')}
          </h2>
          <p className="mt-1 text-ink-soft">{t(`kinds.${kind}.sent`)}</p>
        </div>
      </div>
      <h3 className="mt-6 text-sm font-bold tracking-wide text-ink-muted uppercase">{t('next')}</h3>
      <p className="mt-1 text-base text-ink" data-testid="enquiry-next-steps">
        {sent.result.next_steps}
      </p>
      <p className="mt-3 text-base wrap-anywhere text-ink">
        <Trans t={t} i18nKey="confirmation" values={{ email: sent.email }} components={{ strong: <strong className="font-semibold" /> }} />
      </p>
      <button type="button" className={buttonClass('secondary', 'md', 'mt-6')} onClick={onAnother} data-testid="enquiry-another">
        {t(`kinds.${kind}.another`)}
      </button>
    </section>
  );
}
