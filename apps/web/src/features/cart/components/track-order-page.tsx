import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TOrderView } from '@commonshelf/shared/commerce/orders.schemas';
import { isDigitalKind } from '@commonshelf/shared/commerce/products.schemas';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { CheckIcon, ExternalLinkIcon, ReceiptIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { ErrorState } from '../../../components/ui/state-message';
import { formatMinorAmount } from '../../../lib/format';
import { uiLocale } from '../../../i18n';
import { orderAccessToken, rememberOrderAccess } from '../../../lib/order-access';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { useSite } from '../../../lib/site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetOrderQuery, useResendEmailConfirmationMutation } from '../api/cart.api';
import { useOrderLineLabel } from '../../../lib/order-lines';
import { coursePagePath } from '../../courses/course-paths';

const posted = (order: TOrderView) => order.items.filter((i) => i.product?.requires_shipping).length;

/** A step's label: a gift has nothing to unlock, and a printed book is packed before it is posted. */
function stepLabel(order: TOrderView, step: TOrderView['timeline'][number]['step'], t: TFunction<'shop'>): string {
  if (step !== 'fulfilled') return t(`track.steps.${step}`);
  if (order.kind === 'donation') return t('track.steps.fulfilledDonation');
  const printed = posted(order);
  // Digital items are unlocked only where they open: not yet for whoever is not in their account.
  const unlocked = order.digital_access === 'open';
  if (printed === 0) return t(unlocked ? 'track.steps.fulfilled' : 'track.steps.fulfilledWaiting');
  return t(printed === order.items.length || !unlocked ? 'track.steps.fulfilledPrinted' : 'track.steps.fulfilledMixed');
}

/** The order's status; a paid order is not complete while a printed book in it is still to post. */
function statusLabel(order: TOrderView, t: TFunction<'shop'>): string {
  if (order.status === 'fulfilled' && posted(order) > 0 && !order.timeline.some((s) => s.step === 'shipped' && s.done)) return t('status.packing');
  return t(`status.${order.status}`);
}

const when = (iso: string) => new Intl.DateTimeFormat(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The order's reference from the address, and the token that opens it: from an email link (kept for next time) or the browser's store. */
export function useOrderAccess() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const reference = id.toUpperCase();
  const linked = params.get('token');
  useEffect(() => {
    if (linked) rememberOrderAccess(reference, linked);
  }, [reference, linked]);
  return { reference, token: linked ?? orderAccessToken(reference) };
}

/** `/trackorder/:id`: an order's status over time, its lines, totals and receipt, for its buyer (signed in, or with the order's link). */
export function TrackOrderPage() {
  const { t } = useTranslation('shop');
  const lineLabel = useOrderLineLabel();
  const { reference, token } = useOrderAccess();
  const { data: order, error, isLoading, isFetching, refetch } = useGetOrderQuery({ reference, token }, { skip: !reference });
  useDocumentTitle(order ? t('track.orderTitle', { reference: order.reference }) : t('track.documentTitle'));
  if (isLoading) return <ListSkeleton rows={3} />;
  if (errorStatus(error) === 404 || errorStatus(error) === 400 || !reference)
    return (
      <ItemNotFound testId="order-not-found" icon={<ReceiptIcon size={24} />} title={t('track.notFoundTitle')} backTo="/" backLabel={t('homePage')}>
        {t('track.notFoundBody')}
      </ItemNotFound>
    );
  if (error || !order) return <ErrorState what={t('track.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  return (
    <section aria-labelledby="order-title" className="container-page grid max-w-5xl gap-8 py-8 sm:py-12 lg:grid-cols-[minmax(0,1fr)_20rem]" data-testid="track-order" data-status={order.status}>
      <div className="min-w-0">
        <p className="text-sm font-semibold text-ink-muted">{order.kind === 'donation' ? t('track.donation') : t('track.order')}</p>
        <h1 id="order-title" className="font-mono text-3xl font-black tracking-tight text-ink">
          {order.reference}
        </h1>
        <p className="mt-1 text-lg font-semibold text-ink" data-testid="order-status">
          {statusLabel(order, t)}
        </p>
        <ol className="mt-6 flex flex-col gap-0" aria-label={t('track.timeline')} data-testid="order-timeline">
          {order.timeline.map((s, i) => (
            <li key={s.step} className="relative flex gap-4 pb-6 last:pb-0" data-step={s.step} data-done={s.done}>
              {i < order.timeline.length - 1 ? <span aria-hidden="true" className="absolute top-8 left-[15px] h-[calc(100%-2rem)] w-0.5 bg-line" /> : null}
              <span className={`relative flex size-8 shrink-0 items-center justify-center rounded-full ${s.done ? 'bg-primary text-white' : 'border-2 border-line bg-surface'}`}>
                {s.done ? <CheckIcon size={16} /> : null}
              </span>
              <div className="min-w-0 pt-1">
                <p className={`font-semibold ${s.done ? 'text-ink' : 'text-ink-muted'}`}>{stepLabel(order, s.step, t)}</p>
                <p className="text-sm text-ink-muted">{s.done && s.at ? when(s.at) : t('track.notYet')}</p>
                {s.step === 'shipped' && order.shipment ? <Parcel shipment={order.shipment} /> : null}
              </div>
            </li>
          ))}
        </ol>
        {order.digital_access ? <DigitalItems order={order} access={order.digital_access} /> : null}
      </div>
      <aside className="min-w-0 rounded-[var(--radius-card)] bg-surface p-4 shadow-card lg:self-start" aria-label={t('track.details')} data-testid="order-details">
        <ul role="list" className="flex flex-col gap-2">
          {order.items.map((i) => (
            <li key={i.id} className="flex justify-between gap-3 text-sm">
              <span className="min-w-0 wrap-anywhere text-ink">{lineLabel(i)}</span>
              <span className="shrink-0 font-semibold tabular-nums">{formatMinorAmount(i.total_minor, order.currency)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4 flex justify-between border-t border-line-soft pt-3 font-bold text-ink">
          <span>{t('total')}</span>
          <span className="tabular-nums">{formatMinorAmount(order.total_minor, order.currency)}</span>
        </p>
        {order.payment && (order.payment.status === 'succeeded' || order.payment.status === 'refunded') ? (
          <p className="mt-2 text-sm text-ink-muted">
            {t('track.paidWith', { provider: t(`paidBy.${order.payment.provider}`) })}
            {order.payment.test_mode ? t('track.testMode') : ''}
          </p>
        ) : null}
        {order.invoice ? (
          <Link
            to={`/invoice/${order.invoice.type}/${order.reference}`}
            className={buttonClass('secondary', 'sm', 'mt-4 w-full')}
            data-testid="order-invoice"
          >
            <ReceiptIcon size={16} />
            {t('invoice.numbered', { kind: order.invoice.type === 'receipt' ? t('invoice.receipt') : t('invoice.invoice'), number: order.invoice.number })}
          </Link>
        ) : null}
        {order.can_retry ? (
          <Link to={`/${order.provider ?? 'stripe'}-payment/failed?ref=${order.reference}&resume=1`} className={buttonClass('primary', 'sm', 'mt-3 w-full')} data-testid="order-pay-now">
            {t('track.payNow')}
          </Link>
        ) : null}
      </aside>
    </section>
  );
}

/** How to follow a posted order: the carrier, the tracking number (a link to the carrier's page when there is one), and the seller's note. */
function Parcel({ shipment: p }: { shipment: NonNullable<TOrderView['shipment']> }) {
  const { t } = useTranslation('shop');
  return (
    <div className="mt-1 text-sm text-ink" data-testid="order-shipment">
      <p>
        {t('track.trackingNumber', { carrier: p.carrier })}{' '}
        {p.tracking_url ? (
          <a href={p.tracking_url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-mono font-semibold break-all text-primary-dark underline" data-testid="order-tracking-link">
            {p.tracking_number}
            <ExternalLinkIcon size={14} />
            <span className="sr-only">{t('track.opensTracking', { carrier: p.carrier })}</span>
          </a>
        ) : (
          <span className="font-mono font-semibold break-all" data-testid="order-tracking-number">
            {p.tracking_number}
          </span>
        )}
      </p>
      {p.note ? <p className="mt-1 wrap-anywhere text-ink-soft">{p.note}</p> : null}
    </div>
  );
}

/**
 * A paid order's e-books and courses: for the account the order belongs to, a link to open each;
 * for anyone else with the order's link, where they open (an account on this site with the order's email).
 */
function DigitalItems({ order, access }: { order: TOrderView; access: NonNullable<TOrderView['digital_access']> }) {
  const { t } = useTranslation('shop');
  const lineLabel = useOrderLineLabel();
  const site = useSite();
  const items = order.items.filter((i) => i.product && isDigitalKind(i.product.kind));
  return (
    <section aria-labelledby="order-digital-title" className="mt-8 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4" data-testid="order-digital" data-access={access}>
      <h2 id="order-digital-title" className="text-lg font-bold text-ink">
        {t('track.digital.title')}
      </h2>
      {access === 'open' ? (
        <ul role="list" className="mt-3 flex flex-col gap-3">
          {items.map((i) => {
            const to = i.product?.book_id ? `/library/${i.product.book_id}/read` : i.product?.course ? coursePagePath(i.product.course.kind, i.product.course.slug) : null;
            return (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-3">
                <span className="min-w-0 wrap-anywhere text-ink">{lineLabel(i)}</span>
                {to ? (
                  <Link to={to} className={buttonClass('secondary', 'sm')} data-testid="order-digital-open">
                    {i.product?.book_id ? t('track.digital.read') : t('track.digital.openCourse')}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : access === 'confirm_email' ? (
        <ConfirmEmail email={order.email} />
      ) : (
        <>
          {/* Only the main site takes sign-ups; a school's site has the accounts its school makes. */}
          <p className="mt-2 text-ink-soft">
            {site.isTenant ? t('track.digital.signInSchool', { email: order.email, site: site.siteName }) : t('track.digital.signIn', { email: order.email })}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Link to={`/login?next=${encodeURIComponent(`/trackorder/${order.reference}`)}`} className={buttonClass('primary', 'sm')} data-testid="order-digital-login">
              {t('track.digital.login')}
            </Link>
            {site.isTenant ? null : (
              <Link to="/register" className={buttonClass('secondary', 'sm')} data-testid="order-digital-register">
                {t('track.digital.register')}
              </Link>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/** Signed in with the order's email, not confirmed yet: confirming it brings the order in; the link can be sent again. */
function ConfirmEmail({ email }: { email: string }) {
  const { t } = useTranslation('shop');
  const [resend, { data, error, isLoading }] = useResendEmailConfirmationMutation();
  return (
    <>
      <p className="mt-2 text-ink-soft">{t('track.digital.confirm', { email })}</p>
      <button type="button" className={buttonClass('primary', 'sm', 'mt-3')} {...busyButtonProps(isLoading)} onClick={() => void resend()} data-testid="order-digital-resend">
        {t('track.digital.resend')}
      </button>
      <p role="status" className="mt-2 text-sm font-semibold text-ink" data-testid="order-digital-resent">
        {data ? t('track.digital.resent', { email }) : null}
      </p>
      {error ? <FormAlert>{errorMessage(error, t('track.digital.resendFailed'))}</FormAlert> : null}
    </>
  );
}
