import { Trans, useTranslation } from 'react-i18next';
import type { TPaymentProvider } from '@commonshelf/shared/commerce/commerce.schemas';
import type { TOrderView } from '@commonshelf/shared/commerce/orders.schemas';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { AlertIcon, CartIcon, CheckIcon, HeartIcon, HomeIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { forgetCheckoutDetails } from '../../../lib/checkout-details';
import { formatMinorAmount } from '../../../lib/format';
import { charityPath, fundraiserPath, projectPath } from '../../../lib/giving-paths';
import { orderAccessToken, rememberOrderAccess } from '../../../lib/order-access';
import { providersFor } from '../../../lib/payment-providers';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { useRouteMeta, useRouteTitle } from '../../../lib/route-meta';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { translateMessage } from '../../../i18n/messages';
import { dashboardPathForRole } from '../../../lib/roles';
import { selectUser } from '../../../lib/session.slice';
import { useSite } from '../../../lib/site';
import { showToast } from '../../../lib/toast';
import { cartApi, useGetOrderQuery, useRetryPaymentMutation } from '../api/cart.api';
import { cartActions } from '../cart.slice';
import { useOrderLineLabel } from '../../../lib/order-lines';

const PAID = ['paid', 'fulfilled'];
/** How long the page keeps asking while the provider has not confirmed yet. */
const POLL_MS = 2_000;
const POLL_FOR_MS = 90_000;

/** The order a provider sent the buyer back with (`?ref=`), read with the token the browser kept, polled while it waits. */
function useReturnedOrder() {
  const [params] = useSearchParams();
  const reference = (params.get('ref') ?? '').toUpperCase();
  const token = reference ? orderAccessToken(reference) : null;
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setTimedOut(true), POLL_FOR_MS);
    return () => window.clearTimeout(timer);
  }, []);
  const [status, setStatus] = useState<string | undefined>(undefined);
  const polling = !timedOut && (status === undefined || status === 'pending');
  const query = useGetOrderQuery({ reference, token }, { skip: !reference, pollingInterval: polling ? POLL_MS : 0 });
  if (query.data?.status !== status) setStatus(query.data?.status);
  return { reference, token, query, polling };
}

/** Once an order is paid, what it bought leaves the cart (the server's cart is emptied by the server). */
function useClearPaidItems(order: TOrderView | undefined) {
  const dispatch = useAppDispatch();
  const signedIn = useSelector(selectUser) !== null;
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!order || !PAID.includes(order.status) || done.current === order.reference) return;
    done.current = order.reference;
    forgetCheckoutDetails();
    for (const item of order.items) if (item.product) dispatch(cartActions.remove(item.product.id));
    // Only a signed-in buyer has a cart on the server to read back.
    if (!signedIn) return;
    void dispatch(cartApi.endpoints.getServerCart.initiate(undefined, { forceRefetch: true, subscribe: false }))
      .unwrap()
      .then((cart) => dispatch(cartActions.replaceFromServer(cart.items)))
      .catch(() => undefined);
  }, [dispatch, order, signedIn]);
}

function Frame({ tone, title, children, testId }: { tone: 'good' | 'wait' | 'bad'; title: string; children: ReactNode; testId: string }) {
  return (
    <section data-testid={testId} aria-labelledby="payment-result-title" className="mx-auto my-10 w-full max-w-2xl px-4 sm:my-16">
      <div className="rounded-[calc(var(--radius-card)*1.4)] border border-line-soft bg-surface px-6 py-10 text-center shadow-card sm:px-12">
        <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${tone === 'good' ? 'bg-primary-light text-primary-dark' : 'bg-announcement text-ink'}`}>
          {tone === 'good' ? <CheckIcon size={30} /> : tone === 'wait' ? <Spinner className="size-7" /> : <AlertIcon size={30} />}
        </span>
        <h1 id="payment-result-title" className="mt-6 text-3xl font-extrabold tracking-tight text-ink">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}

function OrderLines({ order }: { order: TOrderView }) {
  const { t } = useTranslation('shop');
  const lineLabel = useOrderLineLabel();
  return (
    <div className="mt-6 rounded-2xl bg-surface-alt p-4 text-left" data-testid="payment-order">
      <p className="text-sm text-ink-muted">
        <Trans t={t} i18nKey="result.order" values={{ reference: order.reference }} components={{ reference: <strong className="font-mono text-ink" data-testid="payment-reference" /> }} />
      </p>
      <ul role="list" className="mt-2 flex flex-col gap-1.5">
        {order.items.map((i) => (
          <li key={i.id} className="flex justify-between gap-3 text-sm">
            <span className="min-w-0 wrap-anywhere text-ink">{lineLabel(i)}</span>
            <span className="shrink-0 font-semibold tabular-nums">{formatMinorAmount(i.total_minor, order.currency)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex justify-between border-t border-line-soft pt-2 font-bold text-ink">
        <span>{t('total')}</span>
        <span className="tabular-nums" data-testid="payment-total">
          {formatMinorAmount(order.total_minor, order.currency)}
        </span>
      </p>
    </div>
  );
}

function HomeLink() {
  const { t } = useTranslation('shop');
  return (
    <Link to="/" className={buttonClass('secondary', 'md')}>
      <HomeIcon size={18} />
      {t('homePage')}
    </Link>
  );
}

/**
 * `/<provider>-payment/success`: the order the provider sent the buyer back with. The page shows
 * what the server says: paid once the provider confirmed it (a signed webhook or the server's own
 * status check), asked again every two seconds while it waits; a redirect alone proves nothing.
 */
export function PaymentSuccessPage() {
  const { t } = useTranslation('shop');
  const { reference, query, polling } = useReturnedOrder();
  const order = query.data;
  useClearPaidItems(order);
  // The tab says what the page says: a provider sends a buyer back here too when a payment failed
  // after they left its page (Stripe's delayed methods), or before it is confirmed.
  const state = !reference ? 'not-paid' : query.error && !order ? 'unknown' : !order || order.status === 'pending' ? 'pending' : PAID.includes(order.status) ? 'paid' : 'not-paid';
  const waitTitle = polling ? t('result.confirming') : t('result.stillConfirming');
  const paidTitle = useRouteTitle(useRouteMeta());
  useDocumentTitle(state === 'paid' ? paidTitle : state === 'pending' ? waitTitle : state === 'unknown' ? t('result.unknownTitle') : t('result.notCompletedTitle'));
  const notPaid = <PaymentFailedPage title={t('result.notCompletedTitle')} description={t('result.notCompletedBody')} />;
  if (state === 'pending')
    return (
      <Frame tone="wait" title={waitTitle} testId="payment-pending">
        <p className="mt-4 text-ink-soft" aria-live="polite">
          {polling
            ? t('result.waiting')
            : t('result.notYet')}
        </p>
        {order ? <OrderLines order={order} /> : null}
      </Frame>
    );
  if (state === 'unknown') return <UnknownOrder reference={reference} />;
  if (state === 'not-paid' || !order) return notPaid;
  return (
    <Frame tone="good" title={order.kind === 'donation' ? t('result.thanksGift') : t('result.thanksOrder')} testId="payment-success">
      <p className="mt-4 text-ink-soft wrap-anywhere">{t('result.confirmationSent', { email: order.email })}</p>
      <OrderLines order={order} />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={`/trackorder/${order.reference}`} className={buttonClass('primary', 'md')} data-testid="payment-track">
          {t('result.seeOrder')}
        </Link>
        <HomeLink />
      </div>
    </Frame>
  );
}

/**
 * An order this browser cannot open (no token kept here, another account's, or the server out of
 * reach): whether it was paid is unknown, so nothing says it was not. A provider's app or an
 * email link often opens a browser other than the one that checked out.
 */
function UnknownOrder({ reference }: { reference: string }) {
  const { t } = useTranslation('shop');
  const user = useSelector(selectUser);
  return (
    <Frame tone="bad" title={t('result.unknownTitle')} testId="payment-unknown">
      <p className="mt-4 text-base leading-relaxed text-ink-soft sm:text-lg wrap-anywhere">{t('result.unknownBody', { reference })}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {user ? (
          <Link to={dashboardPathForRole(user.role)} className={buttonClass('primary', 'md')}>
            {t('result.dashboard')}
          </Link>
        ) : (
          <Link to={`/login?next=${encodeURIComponent(`/trackorder/${reference}`)}`} className={buttonClass('primary', 'md')}>
            {t('result.logIn')}
          </Link>
        )}
        <HomeLink />
      </div>
    </Frame>
  );
}

/** The page a gift was given from: its fundraising page, project or charity. */
function causeLink(donation: NonNullable<TOrderView['donation']>): { to: string; name: string | null } {
  // A fundraising page is named as such: its cause's name would say the gift goes back elsewhere.
  if (donation.fundraiser_slug) return { to: fundraiserPath(donation.fundraiser_slug), name: null };
  if (donation.project) return { to: projectPath(donation.project.slug), name: donation.project.title };
  return { to: charityPath(donation.charity.slug), name: donation.charity.name };
}

/** The one page behind every provider's failed and cancel return URLs: what happened, and a way to try again. */
export function PaymentFailedPage({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation('shop');
  const meta = useRouteMeta();
  const routeTitle = useRouteTitle(meta);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const { reference, token, query } = useReturnedOrder();
  const order = query.data;
  const [retry, retryState] = useRetryPaymentMutation();
  const enabled = useSite().paymentProviders;
  const providers = order ? providersFor(order.currency, enabled) : [];
  const [leaving, setLeaving] = useState(false);

  const again = async (provider: TPaymentProvider) => {
    if (!order) return;
    try {
      const result = await retry({ reference: order.reference, provider, token }).unwrap();
      rememberOrderAccess(result.order.reference, result.access_token);
      setLeaving(true);
      window.location.assign(result.redirect_url);
    } catch (err) {
      showToast(errorMessage(err, t('result.retryFailed')), 'error');
    }
  };

  // The provider's return address says which provider, and whether the payment failed or was cancelled;
  // `resume`: the order page's "Pay now", for an order nobody tried to pay yet, or left half paid.
  const returned = /^\/(paypal|phonepe|stripe)-payment\/(failed|cancel)/.exec(pathname);
  const resuming = params.get('resume') === '1' && order?.status === 'pending';
  const fromRoute = returned
    ? t(returned[2] === 'cancel' ? 'result.cancelledBody' : 'result.failedBody', { provider: t(`paidBy.${returned[1] as TPaymentProvider}`) })
    : meta?.description;
  const cause = order?.donation ? causeLink(order.donation) : null;
  if (reference && query.error && !order && !title) return <UnknownOrder reference={reference} />;
  return (
    <Frame tone="bad" title={resuming ? t('result.resumeTitle') : (title ?? routeTitle ?? t('result.failedTitle'))} testId="payment-failed">
      <p className="mt-4 text-base leading-relaxed text-ink-soft sm:text-lg">{resuming ? t('result.resumeBody') : (description ?? fromRoute)}</p>
      {order?.payment?.failure_reason ? (
        <p className="mt-2 text-sm text-ink-muted" data-testid="payment-reason">
          {translateMessage(order.payment.failure_reason)}
        </p>
      ) : null}
      {order ? <OrderLines order={order} /> : null}
      {order?.can_retry ? (
        <div className="mt-6 flex flex-col items-center gap-3" data-testid="payment-retry">
          <p className="text-sm font-semibold text-ink">{t('result.tryAgainWith')}</p>
          <div className="flex flex-wrap justify-center gap-3">
            {providers.map((p) => (
              <button key={p} type="button" className={buttonClass(p === order.provider ? 'primary' : 'secondary', 'md')} disabled={retryState.isLoading || leaving} onClick={() => void again(p)} data-testid={`payment-retry-${p}`}>
                {t(`providers.${p}.name`)}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t('result.cartSaved')}</p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {cause ? (
          // A gift goes back to its cause, not to a cart it was never in.
          <Link to={cause.to} className={buttonClass(order?.can_retry ? 'secondary' : 'primary', 'md')} data-testid="payment-back-to-cause">
            <HeartIcon size={18} />
            {cause.name === null ? t('result.backToFundraiser') : t('result.backTo', { name: cause.name })}
          </Link>
        ) : (
          <Link to="/cart" className={buttonClass(order?.can_retry ? 'secondary' : 'primary', 'md')}>
            <CartIcon size={18} />
            {t('result.backToCart')}
          </Link>
        )}
        <HomeLink />
      </div>
    </Frame>
  );
}
