import { ORDER_ADMIN_MSG, type TAdminOrder } from '@commonshelf/shared/commerce/order-admin.schemas';
import type { ORDER_STATUSES } from '@commonshelf/shared/commerce/commerce.schemas';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, AdminPageHeader, DateRangeFilter, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { ExternalLinkIcon, LockIcon, ReceiptIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { uiLocale } from '../../../i18n';
import { errorMessage } from '../../../lib/api-client';
import { useCsvDownload } from '../../../lib/csv-download';
import { formatMinorAmount } from '../../../lib/format';
import { ORDER_STATUS } from '../../../lib/order-status';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ordersCsv, useGetAdminOrdersQuery, useRefundOrderMutation } from '../api/order-admin.api';
import { ShipDialog } from './ship-dialog';
import { EmailText } from '../../../components/ui/email-text';
import { ItemName } from '../../../components/ui/item-name';
import { useOrderLineLabel } from '../../../lib/order-lines';

/** The status tabs, with two for print orders: `to_ship` and `shipped` (the `shipping` filter). */
type Tab = 'all' | 'to_ship' | 'shipped' | (typeof ORDER_STATUSES)[number];
const TABS: Tab[] = ['all', 'to_ship', 'shipped', 'fulfilled', 'pending', 'failed', 'cancelled', 'refunded'];
const SHIPPING_TABS = new Set<Tab>(['to_ship', 'shipped']);
const when = (iso: string) => new Date(iso).toLocaleString(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** `admin-panel/orders`: every order and donation, filtered in the URL, as CSV, with full refunds and shipping of print orders. */
export function OrdersPage() {
  const { t } = useTranslation('adminGiving');
  const lineLabel = useOrderLineLabel();
  useDocumentTitle(t('orders.title'));
  const { values, page, set, pageHref } = useListParams(['status', 'shipping', 'kind', 'provider', 'search', 'from', 'to'] as const);
  const shipping = values.shipping === 'to_ship' || values.shipping === 'shipped' ? values.shipping : '';
  const status: Tab = shipping || ((TABS as string[]).includes(values.status) && !SHIPPING_TABS.has(values.status as Tab) ? (values.status as Tab) : 'all');
  const filters = { ...values, status: shipping ? 'all' : status, shipping };
  const { data, error, isLoading, isFetching, refetch } = useGetAdminOrdersQuery({ ...filters, page, size: ADMIN_PAGE_SIZE });
  const [refunding, setRefunding] = useState<TAdminOrder | null>(null);
  const [shippingOrder, setShippingOrder] = useState<TAdminOrder | null>(null);
  const [refund, refundState] = useRefundOrderMutation();
  const csv = useCsvDownload();

  const doRefund = async (reason: string) => {
    if (!refunding) return;
    const result = await refund({ reference: refunding.reference, reason }).unwrap();
    showToast(result.message, 'success');
    setRefunding(null);
  };
  const pages = useListPages(data?.count, page, set);

  return (
    <section aria-labelledby="orders-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="admin-orders">
      <AdminPageHeader
        title={t('orders.title')}
        titleId="orders-title"
        description={t('orders.description')}
        action={
          <button type="button" className={buttonClass('secondary', 'md')} onClick={() => void csv.download(ordersCsv(filters))} {...busyButtonProps(csv.busy)} data-testid="orders-csv">
            {t('orders.downloadCsv')}
          </button>
        }
      />
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label={t('orders.status')}
          testId="order-status-tabs"
          value={status}
          onChange={(v) => set(SHIPPING_TABS.has(v) ? { shipping: v, status: null } : { status: v === 'all' ? null : v, shipping: null })}
          tabs={TABS.map((s) => ({ value: s, label: t(`orders.tabs.${s}`), count: data?.counts[s] ?? (data ? 0 : undefined) }))}
        />
        <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('orders.search')} placeholder={t('orders.searchPlaceholder')} testId="order-search" />
          <FilterSelect
            label={t('orders.kind')}
            value={values.kind}
            onChange={(v) => set({ kind: v })}
            allLabel={t('orders.allKinds')}
            options={[
              { value: 'purchase', label: t('orders.purchases') },
              { value: 'donation', label: t('orders.donations') },
            ]}
            testId="order-kind"
          />
          <FilterSelect
            label={t('orders.paidWith')}
            value={values.provider}
            onChange={(v) => set({ provider: v })}
            allLabel={t('orders.anyProvider')}
            options={[
              { value: 'stripe', label: t('orders.card') },
              { value: 'paypal', label: 'PayPal' },
              { value: 'phonepe', label: 'PhonePe' },
            ]}
            testId="order-provider"
          />
          <DateRangeFilter from={values.from} to={values.to} onChange={set} testId="order" />
        </div>
      </div>
      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('orders.forbidden')} testId="orders-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('orders.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage
          icon={values.search || status !== 'all' ? <SearchIcon size={24} /> : <ReceiptIcon size={24} />}
          title={status === 'to_ship' && !values.search ? t('orders.nothingToShip') : t('orders.noMatch')}
          testId="orders-empty"
        />
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('orders.one'), t('orders.other')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('orders.updating')}</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            {data.results.map((o) => (
              <li key={o.reference} data-testid="order-row" data-reference={o.reference} data-status={o.status} className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] lg:items-center lg:gap-4">
                <div className="min-w-0">
                  <p className="font-bold wrap-anywhere text-ink">{lineLabel(o)}</p>
                  <p className="text-sm text-ink-muted">
                    <span className="font-mono">{o.reference}</span> · {when(o.created_at)}
                  </p>
                </div>
                <div className="min-w-0 text-sm">
                  <p className="font-semibold wrap-anywhere text-ink">{o.name}</p>
                  <p className="text-ink-muted wrap-anywhere">
                    <EmailText email={o.email} />
                  </p>
                  <p className="text-ink-muted">{o.site?.name ?? t('orders.mainSite')}</p>
                </div>
                <div className="flex flex-col items-start gap-1 text-sm">
                  <span className="font-bold text-ink tabular-nums">{formatMinorAmount(o.total_minor, o.currency)}</span>
                  <Badge tone={ORDER_STATUS[o.status].tone}>{t(`orderStatus.${o.status}`)}</Badge>
                  <ShippingLine order={o} />
                </div>
                <div className="flex flex-wrap gap-2 lg:justify-end">
                  {/* The buyer's order page, on the order's own site: beside the list, not instead of it. */}
                  <a href={o.order_url} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'sm')} data-testid="order-details">
                    <ExternalLinkIcon size={16} />
                    <Trans t={t} i18nKey="orders.detailsNewTab" values={{ reference: o.reference }} components={{ sr: <span className="sr-only" /> }} />
                  </a>
                  {canShip(o) ? (
                    <button type="button" className={buttonClass(o.shipment ? 'ghost' : 'primary', 'sm')} onClick={() => setShippingOrder(o)} data-testid={o.shipment ? 'order-edit-tracking' : 'order-ship'}>
                      {o.shipment ? t('orders.editTracking') : t('orders.ship')}<ItemName>{o.reference}</ItemName>
                    </button>
                  ) : null}
                  {o.status === 'paid' || o.status === 'fulfilled' ? (
                    <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setRefunding(o)} data-testid="order-refund">
                      {t('orders.refund')}<ItemName>{o.reference}</ItemName>
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('orders.pages')} className="mt-2" /> : null}
        </>
      )}
      <ReasonDialog
        open={refunding !== null}
        title={t('orders.refundTitle', { amount: refunding ? formatMinorAmount(refunding.total_minor, refunding.currency) : '', name: refunding?.name ?? '' })}
        description={t('orders.refundDescription')}
        label={t('orders.refundLabel')}
        confirmLabel={t('orders.refundConfirm')}
        requiredMessage={ORDER_ADMIN_MSG.reasonRequired}
        failMessage={t('orders.refundFailed')}
        maxLength={500}
        busy={refundState.isLoading}
        onConfirm={doRefund}
        onCancel={() => setRefunding(null)}
        testId="refund-dialog"
      />
      <ShipDialog order={shippingOrder} onClose={() => setShippingOrder(null)} />
    </section>
  );
}

/** A paid print order can be shipped, and a shipped one's tracking corrected (not once refunded). */
const canShip = (o: TAdminOrder) => o.requires_shipping && (o.status === 'paid' || o.status === 'fulfilled');

/** A print order's delivery: waiting to be shipped, or its carrier and tracking (a link when there is a page). */
function ShippingLine({ order: o }: { order: TAdminOrder }) {
  const { t } = useTranslation('adminGiving');
  if (!o.requires_shipping) return null;
  if (!o.shipment) return canShip(o) ? <Badge tone="warm">{t('orders.toShip')}</Badge> : null;
  const { carrier, tracking_number: number, tracking_url: url, shipped_at: at } = o.shipment;
  return (
    <p className="text-ink-muted" data-testid="order-shipment">
      {t('orders.shipped', { date: new Date(at).toLocaleDateString(uiLocale(), { dateStyle: 'medium' }), carrier })}{' '}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-mono break-all text-primary-dark underline">
          {number}
          <ExternalLinkIcon size={12} />
          <span className="sr-only">{t('orders.opensCarrier')}</span>
        </a>
      ) : (
        <span className="font-mono break-all">{number}</span>
      )}
    </p>
  );
}
