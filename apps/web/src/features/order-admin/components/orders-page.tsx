import { ORDER_ADMIN_MSG, type TAdminOrder } from '@commonshelf/shared/commerce/order-admin.schemas';
import type { ORDER_STATUSES } from '@commonshelf/shared/commerce/commerce.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, AdminPageHeader, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { LockIcon, ReceiptIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf } from '../../../lib/filter-query';
import { formatMinorAmount } from '../../../lib/format';
import { ORDER_STATUS } from '../../../lib/order-status';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CSV_FAILED, downloadOrdersCsv, useGetAdminOrdersQuery, useRefundOrderMutation } from '../api/order-admin.api';

type Tab = 'all' | (typeof ORDER_STATUSES)[number];
const TABS: Tab[] = ['all', 'fulfilled', 'pending', 'failed', 'cancelled', 'refunded'];
const TAB_LABELS: Record<Tab, string> = { all: 'All', fulfilled: 'Complete', pending: 'Waiting', failed: 'Failed', cancelled: 'Cancelled', refunded: 'Refunded', paid: 'Paid' };
const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** `admin-panel/orders`: every order and donation, filtered in the URL, as CSV, with full refunds. */
export function OrdersPage() {
  useDocumentTitle('Orders');
  const dispatch = useAppDispatch();
  const { values, page, set, pageHref } = useListParams(['status', 'kind', 'provider', 'search', 'from', 'to'] as const);
  const status: Tab = (TABS as string[]).includes(values.status) ? (values.status as Tab) : 'all';
  const filters = { ...values, status };
  const { data, error, isLoading, isFetching, refetch } = useGetAdminOrdersQuery({ ...filters, page, size: ADMIN_PAGE_SIZE });
  const [refunding, setRefunding] = useState<TAdminOrder | null>(null);
  const [refund, refundState] = useRefundOrderMutation();
  const [exporting, setExporting] = useState(false);

  const doRefund = async (reason: string) => {
    if (!refunding) return;
    const result = await refund({ reference: refunding.reference, reason }).unwrap();
    showToast(result.message, 'success');
    setRefunding(null);
  };
  const exportCsv = async () => {
    setExporting(true);
    try {
      await dispatch(downloadOrdersCsv(filters)).unwrap();
    } catch (err) {
      showToast(typeof err === 'string' ? err : CSV_FAILED, 'error');
    } finally {
      setExporting(false);
    }
  };
  const pages = data ? pageCountOf(data.count, ADMIN_PAGE_SIZE) : 1;

  return (
    <section aria-labelledby="orders-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="admin-orders">
      <AdminPageHeader
        title="Orders"
        titleId="orders-title"
        description="Every purchase and donation, with its payment. Refund a paid order in full through the provider it was paid with."
        action={
          <button type="button" className={buttonClass('secondary', 'md')} onClick={() => void exportCsv()} disabled={exporting} data-testid="orders-csv">
            Download CSV
          </button>
        }
      />
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs label="Status" testId="order-status-tabs" value={status} onChange={(v) => set({ status: v === 'all' ? null : v })} tabs={TABS.map((s) => ({ value: s, label: TAB_LABELS[s], count: data?.counts[s] ?? (data ? 0 : undefined) }))} />
        <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label="Search orders" placeholder="Reference, email or name" testId="order-search" />
          <FilterSelect label="Kind" value={values.kind} onChange={(v) => set({ kind: v })} allLabel="All kinds" options={[{ value: 'purchase', label: 'Purchases' }, { value: 'donation', label: 'Donations' }]} testId="order-kind" />
          <FilterSelect label="Paid with" value={values.provider} onChange={(v) => set({ provider: v })} allLabel="Any provider" options={[{ value: 'stripe', label: 'Card (Stripe)' }, { value: 'paypal', label: 'PayPal' }, { value: 'phonepe', label: 'PhonePe' }]} testId="order-provider" />
          <label className="flex items-center gap-2 text-sm font-semibold text-ink">
            From
            <input type="date" value={values.from} onChange={(e) => set({ from: e.target.value })} className="h-10 rounded-xl border border-line bg-surface px-2 text-sm" data-testid="order-from" />
          </label>
          <label className="flex items-center gap-2 text-sm font-semibold text-ink">
            To
            <input type="date" value={values.to} onChange={(e) => set({ to: e.target.value })} className="h-10 rounded-xl border border-line bg-surface px-2 text-sm" data-testid="order-to" />
          </label>
        </div>
      </div>
      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title="Only the platform admin sees every order." testId="orders-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what="the orders" onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage icon={values.search || status !== 'all' ? <SearchIcon size={24} /> : <ReceiptIcon size={24} />} title="No orders match these filters." testId="orders-empty" />
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={['order', 'orders']} />
            {isFetching ? <span className="text-sm text-ink-muted">Updating…</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            {data.results.map((o) => (
              <li key={o.reference} data-testid="order-row" data-reference={o.reference} data-status={o.status} className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)_minmax(0,1fr)_auto] lg:items-center lg:gap-4">
                <div className="min-w-0">
                  <p className="font-bold break-words text-ink">{o.kind === 'donation' ? `Gift: ${o.title}` : o.title}</p>
                  <p className="text-sm text-ink-muted">
                    <span className="font-mono">{o.reference}</span> · {when(o.created_at)}
                  </p>
                </div>
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-words text-ink">{o.name}</p>
                  <p className="break-all text-ink-muted">{o.email}</p>
                  <p className="text-ink-muted">{o.site?.name ?? 'Main site'}</p>
                </div>
                <div className="flex flex-col items-start gap-1 text-sm">
                  <span className="font-bold text-ink tabular-nums">{formatMinorAmount(o.total_minor, o.currency)}</span>
                  <Badge tone={ORDER_STATUS[o.status].tone}>{ORDER_STATUS[o.status].label}</Badge>
                </div>
                <div className="flex flex-wrap gap-2 lg:justify-end">
                  <Link to={`/trackorder/${o.reference}`} className={buttonClass('ghost', 'sm')}>
                    Details
                  </Link>
                  {o.status === 'paid' || o.status === 'fulfilled' ? (
                    <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setRefunding(o)} data-testid="order-refund">
                      Refund
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label="Order pages" className="mt-2" /> : null}
        </>
      )}
      <ReasonDialog
        open={refunding !== null}
        title={`Refund ${refunding ? formatMinorAmount(refunding.total_minor, refunding.currency) : ''} to ${refunding?.name ?? ''}?`}
        description="The whole order is refunded through the provider it was paid with. Digital copies leave the buyer’s account, a gift stops counting towards its cause, and the buyer gets an email with your reason."
        label="Why is it refunded?"
        confirmLabel="Refund the order"
        requiredMessage={ORDER_ADMIN_MSG.reasonRequired}
        failMessage="The order could not be refunded. Please try again."
        maxLength={500}
        busy={refundState.isLoading}
        onConfirm={doRefund}
        onCancel={() => setRefunding(null)}
        testId="refund-dialog"
      />
    </section>
  );
}
