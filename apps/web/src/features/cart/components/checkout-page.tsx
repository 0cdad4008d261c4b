import { useTranslation } from 'react-i18next';
import { CHECKOUT_MSG, PROVIDER_NAMES, ZBuyerEmail, ZBuyerName, ZCheckoutConflict, ZShippingAddress, type TCheckoutConflict } from '@commonshelf/shared/commerce/checkout.schemas';
import { isCourseKind } from '@commonshelf/shared/commerce/products.schemas';
import type { TPaymentProvider } from '@commonshelf/shared/commerce/commerce.schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { withFieldError } from '../../../lib/field-errors';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CountryCombobox } from '../../../components/ui/country-combobox';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldError, FormField, inputClass } from '../../../components/ui/form-field';
import { CartIcon, CreditCardIcon, LockIcon, PhoneIcon } from '../../../components/ui/icons';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { StateMessage } from '../../../components/ui/state-message';
import { SubmitButton } from '../../../components/ui/submit-button';
import { errorMessage } from '../../../lib/api-client';
import { checkoutKeyFor } from '../../../lib/checkout-key';
import { EMPTY_ADDRESS, rememberStartedCheckout, saveCheckoutDetails, savedCheckoutDetails, startedHere, type CheckoutAddress } from '../../../lib/checkout-details';
import { checkoutMessage } from '../../../lib/checkout-messages';
import { formatMinorAmount } from '../../../lib/format';
import { rememberOrderAccess } from '../../../lib/order-access';
import { providersFor } from '../../../lib/payment-providers';
import { useSite } from '../../../lib/site';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { selectUser } from '../../../lib/session.slice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCheckoutMutation, useRetryPaymentMutation } from '../api/cart.api';
import { useCartProducts } from './cart-page';
import { useOwnedProducts } from '../use-cart';

type Errors = Partial<Record<string, string>>;
type Details = { name: string; email: string; address: CheckoutAddress };

/**
 * `/checkout`: the order as the server prices it, who it is for, a delivery address when printed
 * books are in it, and the way to pay. The server makes the order and hands over to the provider's
 * page; the browser keeps the order's access token so the result page can show it.
 */
/** An order's states in which it can still be paid another way. */
const RESUMABLE = new Set(['pending', 'failed', 'cancelled']);

export function CheckoutPage() {
  const { t } = useTranslation('shop');
  useDocumentTitle(t('checkout.title'));
  const user = useSelector(selectUser);
  const { cart, products, total, currency, query } = useCartProducts();
  const owned = useOwnedProducts();
  // The server would refuse it: said here, before Pay.
  const ownedInCart = products.some((p) => owned.has(p.id));
  const courseNeedsLogin = !user && products.some((p) => isCourseKind(p.kind));
  const [saved] = useState(savedCheckoutDetails);
  const [name, setName] = useState(saved?.name || (user ? `${user.first_name} ${user.last_name}`.trim() : ''));
  const [email, setEmail] = useState(saved?.email || (user?.email ?? ''));
  const [address, setAddress] = useState<CheckoutAddress>(saved?.address ?? EMPTY_ADDRESS);
  useEffect(() => saveCheckoutDetails({ name, email, address }), [name, email, address]);
  const providers = providersFor(currency, useSite().paymentProviders);
  const [provider, setProvider] = useState<TPaymentProvider | null>(null);
  const chosen = provider && providers.includes(provider) ? provider : (providers[0] ?? null);
  const [errors, setErrors] = useState<Errors>({});
  const form = useRef<HTMLFormElement>(null);
  // A field shown with an error is checked again as it changes, so the error goes once it is mended.
  const edit = (key: string, values: Details) => {
    setErrors((shown) => (shown[key] ? withFieldError(shown, key, check(values)[key] ?? null) : shown));
  };
  const check = (values: Details): Errors => {
    const found: Errors = {};
    const n = ZBuyerName.safeParse(values.name);
    if (!n.success) found.name = checkoutMessage(n.error.issues[0]?.message);
    const e = ZBuyerEmail.safeParse(values.email);
    if (!e.success) found.email = checkoutMessage(e.error.issues[0]?.message);
    const a = shipping ? ZShippingAddress.safeParse(values.address) : null;
    if (a && !a.success) for (const issue of a.error.issues) found[`shipping_address.${String(issue.path[0])}`] ??= checkoutMessage(issue.message);
    return found;
  };
  const [failure, setFailure] = useState<string | null>(null);
  const [elsewhere, setElsewhere] = useState<TCheckoutConflict | null>(null);
  const [checkout, { isLoading }] = useCheckoutMutation();
  const [retryPayment, retryState] = useRetryPaymentMutation();
  const [leaving, setLeaving] = useState(false);
  const providerLegend = useId();
  const shipping = products.some((p) => p.requires_shipping);

  if (cart.items.length === 0 && !leaving)
    return (
      <section aria-labelledby="checkout-title" className="container-page flex max-w-3xl flex-col gap-6 py-12" data-testid="checkout-page">
        <h1 id="checkout-title" className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
          {t('checkout.title')}
        </h1>
        <StateMessage
          icon={<CartIcon size={24} />}
          title={t('emptyTitle')}
          testId="checkout-empty"
          action={
            <Link to="/library" className={buttonClass('primary', 'md')}>
              {t('browseLibrary')}
            </Link>
          }
        />
      </section>
    );
  if (query.isLoading || (!query.data && !query.error)) return <ListSkeleton rows={3} />;

  // The Pay button is at the foot of the form: the first field it refused comes into view, focused.
  const showFirstError = () => focusFirstInvalid(form.current);

  const submit = async () => {
    setFailure(null);
    setElsewhere(null);
    // The browser's checks spare a round trip; the server checks everything again.
    const found = check({ name, email, address });
    if (!chosen) found.provider = checkoutMessage(CHECKOUT_MSG.provider);
    setErrors(found);
    if (Object.keys(found).length || !chosen) {
      showFirstError();
      return;
    }
    try {
      const result = await checkout({
        provider: chosen,
        checkout_key: checkoutKeyFor(user ? String(user.id) : 'visitor', cart.items),
        name,
        email,
        ...(user ? {} : { items: cart.items }),
        ...(shipping ? { shipping_address: address } : {}),
      }).unwrap();
      rememberOrderAccess(result.order.reference, result.access_token);
      rememberStartedCheckout(result.order.reference, { name, email, address });
      setLeaving(true);
      window.location.assign(result.redirect_url);
    } catch (err) {
      // Another tab is paying this cart, or has paid it: show that order instead of making another.
      const other = errorStatus(err) === 409 ? ZCheckoutConflict.safeParse((err as { data?: unknown }).data) : null;
      if (other?.success) {
        rememberOrderAccess(other.data.order, other.data.access_token);
        // Unless this tab started it and the buyer came back (Back from the provider's page) to pay
        // another way, changing nothing: then that order is paid the way now chosen.
        if (RESUMABLE.has(other.data.order_status) && startedHere(other.data.order, { name, email, address })) {
          try {
            const again = await retryPayment({ reference: other.data.order, provider: chosen, token: other.data.access_token }).unwrap();
            setLeaving(true);
            window.location.assign(again.redirect_url);
            return;
          } catch {
            // Shown the order to open instead, as from another tab.
          }
        }
        setElsewhere(other.data);
        return;
      }
      const fields = serverFieldErrors(err);
      const mapped: Errors = {};
      for (const [key, messages] of Object.entries(fields)) mapped[key] = checkoutMessage(messages[0]);
      setErrors(mapped);
      setFailure(checkoutMessage(errorMessage(err, t('checkout.failed'))));
      if (Object.keys(mapped).length) showFirstError();
    }
  };

  const text = (key: keyof CheckoutAddress, label: string, opts: { optional?: boolean; autoComplete?: string } = {}) => (
    <FormField label={label} optional={opts.optional} error={errors[`shipping_address.${key}`]}>
      {(c) => (
        <input
          {...c}
          value={address[key]}
          onChange={(ev) => {
            const next = { ...address, [key]: ev.target.value };
            setAddress(next);
            edit(`shipping_address.${key}`, { name, email, address: next });
          }}
          autoComplete={opts.autoComplete}
          className={inputClass(!!errors[`shipping_address.${key}`])}
          data-testid={`address-${key}`}
        />
      )}
    </FormField>
  );

  return (
    <section aria-labelledby="checkout-title" className="container-page grid max-w-5xl gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem]" data-testid="checkout-page">
      <form
        ref={form}
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          void submit();
        }}
        className="flex min-w-0 flex-col gap-6"
      >
        <h1 id="checkout-title" className="text-3xl font-black tracking-tight text-ink sm:text-4xl">
          {t('checkout.title')}
        </h1>
        {/* Said first: until they log in, nothing below can buy a course. */}
        {courseNeedsLogin ? (
          <div className="flex flex-col items-start gap-3 rounded-[var(--radius-card)] border border-book-button bg-announcement p-4 sm:p-6" data-testid="checkout-course-login">
            <p className="font-semibold text-ink">{t('checkout.courseNeedsLogin')}</p>
            <Link to={`/login?next=${encodeURIComponent('/checkout')}`} className={buttonClass('primary', 'md')}>
              {t('checkout.logIn')}
            </Link>
          </div>
        ) : null}
        <fieldset className="flex flex-col gap-4 rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6">
          <legend className="sr-only">{t('checkout.details')}</legend>
          <h2 className="text-lg font-bold text-ink">{t('checkout.details')}</h2>
          <FormField label={t('checkout.name')} error={errors.name}>
            {(c) => (
              <input
                {...c}
                value={name}
                onChange={(ev) => {
                  setName(ev.target.value);
                  edit('name', { name: ev.target.value, email, address });
                }}
                autoComplete="name"
                className={inputClass(!!errors.name)}
                data-testid="checkout-name"
              />
            )}
          </FormField>
          <FormField label={t('checkout.email')} error={errors.email} hint={t('checkout.emailHint')}>
            {(c) => (
              <input
                {...c}
                type="email"
                value={email}
                onChange={(ev) => {
                  setEmail(ev.target.value);
                  edit('email', { name, email: ev.target.value, address });
                }}
                autoComplete="email"
                inputMode="email"
                className={inputClass(!!errors.email)}
                data-testid="checkout-email"
              />
            )}
          </FormField>
        </fieldset>

        {shipping ? (
          <fieldset className="grid gap-4 rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:grid-cols-2 sm:p-6" data-testid="checkout-address">
            <legend className="sr-only">{t('checkout.address')}</legend>
            <h2 className="text-lg font-bold text-ink sm:col-span-2">{t('checkout.address')}</h2>
            <div className="sm:col-span-2">{text('name', t('checkout.fullName'), { autoComplete: 'shipping name' })}</div>
            <div className="sm:col-span-2">{text('line1', t('checkout.line1'), { autoComplete: 'shipping address-line1' })}</div>
            <div className="sm:col-span-2">{text('line2', t('checkout.line2'), { optional: true, autoComplete: 'shipping address-line2' })}</div>
            {text('city', t('checkout.city'), { autoComplete: 'shipping address-level2' })}
            {text('region', t('checkout.region'), { optional: true, autoComplete: 'shipping address-level1' })}
            {text('postal_code', t('checkout.postalCode'), { autoComplete: 'shipping postal-code' })}
            <FormField label={t('checkout.country')} error={errors['shipping_address.country']}>
              {(c) => (
                <CountryCombobox
                  {...c}
                  value={address.country}
                  onChange={(code) => {
                    const next = { ...address, country: code };
                    setAddress(next);
                    edit('shipping_address.country', { name, email, address: next });
                    // The PIN code's rule depends on the country.
                    edit('shipping_address.postal_code', { name, email, address: next });
                  }}
                  testId="address-country"
                />
              )}
            </FormField>
            <div className="sm:col-span-2">{text('phone', t('checkout.phone'), { optional: true, autoComplete: 'shipping tel' })}</div>
          </fieldset>
        ) : null}

        <fieldset aria-labelledby={providerLegend} className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-4 shadow-card sm:p-6">
          <h2 id={providerLegend} className="text-lg font-bold text-ink">
            {t('checkout.howToPay')}
          </h2>
          {providers.length === 0 ? (
            <FormAlert tone="info" testId="checkout-no-providers">
              {t('checkout.noProviders')}
            </FormAlert>
          ) : null}
          {providers.map((p) => (
            <label key={p} className={`flex cursor-pointer items-center gap-3 rounded-2xl border-2 p-3 ${chosen === p ? 'border-primary bg-primary-light' : 'border-line-soft'}`}>
              <input type="radio" name="provider" value={p} checked={chosen === p} onChange={() => setProvider(p)} className="size-5 accent-primary" data-testid={`checkout-provider-${p}`} />
              {p === 'phonepe' ? <PhoneIcon size={20} /> : <CreditCardIcon size={20} />}
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{t(`providers.${p}.name`)}</span>
                <span className="block text-sm text-ink-soft">{t(`providers.${p}.hint`)}</span>
              </span>
            </label>
          ))}
          <FieldError message={errors.provider} />
        </fieldset>

        {failure ? <FormAlert testId="checkout-error">{failure}</FormAlert> : null}
        {elsewhere ? (
          <FormAlert tone="info" testId="checkout-elsewhere">
            <p>{checkoutMessage(elsewhere.error)}</p>
            <Link to={`/trackorder/${elsewhere.order}`} className="mt-1 inline-block font-semibold text-primary-dark underline" data-testid="checkout-elsewhere-link">
              {t('checkout.openOrder', { reference: elsewhere.order })}
            </Link>
          </FormAlert>
        ) : null}
        <div>
          <SubmitButton busy={isLoading || retryState.isLoading || leaving} disabled={providers.length === 0 || ownedInCart || courseNeedsLogin} busyLabel={t('checkout.leaving')} testId="checkout-pay">
            {t('checkout.pay', { amount: formatMinorAmount(total, currency) })}
          </SubmitButton>
          {ownedInCart ? (
            <p className="mt-2 text-sm font-semibold text-danger" data-testid="checkout-owned">
              {t('cart.owned')}
            </p>
          ) : null}
          {providers.length ? (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-ink-muted">
              <LockIcon size={14} />
              {t('securePage', { provider: chosen ? PROVIDER_NAMES[chosen] : t('theProvider') })}
            </p>
          ) : null}
        </div>
      </form>

      <aside aria-label={t('checkout.yourOrder')} className="min-w-0">
        <div className="rounded-[var(--radius-card)] bg-surface p-4 shadow-card lg:sticky lg:top-6" data-testid="checkout-summary">
          <h2 className="text-lg font-bold text-ink">{t('checkout.yourOrder')}</h2>
          <ul role="list" className="mt-3 flex flex-col gap-2">
            {products.map((p) => (
              <li key={p.id} className="flex justify-between gap-3 text-sm">
                <span className="min-w-0 wrap-anywhere text-ink">
                  {p.book?.title ?? p.title}
                  <span className="block text-xs text-ink-muted">{t(`kinds.${p.kind}`)}</span>
                  {owned.has(p.id) ? (
                    <span className="block text-xs font-semibold text-danger" data-testid="checkout-line-owned">
                      {t('cart.owned')}
                    </span>
                  ) : null}
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatMinorAmount(p.price.amount_minor, p.price.currency)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 flex justify-between border-t border-line-soft pt-3 text-base font-bold text-ink">
            <span>{t('total')}</span>
            <span className="tabular-nums" data-testid="checkout-total">
              {formatMinorAmount(total, currency)}
            </span>
          </p>
          <Link to="/cart" className="mt-3 inline-block text-sm font-semibold text-primary-dark hover:underline">
            {t('checkout.changeCart')}
          </Link>
        </div>
      </aside>
    </section>
  );
}
