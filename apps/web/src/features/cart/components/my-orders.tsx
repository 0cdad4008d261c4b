import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TMyOrder } from '@commonshelf/shared/commerce/orders.schemas';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { ErrorState } from '../../../components/ui/state-message';
import { formatMinorAmount } from '../../../lib/format';
import { uiLocale } from '../../../i18n';
import { ORDER_STATUS } from '../../../lib/order-status';
import { useGetMyOrdersQuery } from '../api/cart.api';
import { useOrderLineLabel } from '../../../lib/order-lines';

const day = (iso: string) => new Intl.DateTimeFormat(uiLocale(), { dateStyle: 'medium' }).format(new Date(iso));

/** "Donation to Rain tanks", "The Lion and 2 more": an order as the list names it. */
function orderTitle(o: TMyOrder, t: TFunction<'shop'>, lineLabel: (item: { kind: string; title: string }) => string): string {
  // A donation's kind words it ("Donation to …"); a purchase is named by its first item.
  const title = lineLabel(o);
  return o.items_count > 1 ? t('orders.more', { title, count: o.items_count - 1 }) : title;
}

/** The dashboard's "Orders and donations": what the signed-in user bought and gave on this site, with their receipts. */
export function MyOrders() {
  const { t } = useTranslation('shop');
  const lineLabel = useOrderLineLabel();
  const { data, error, isLoading, isFetching, refetch } = useGetMyOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <ListSkeleton rows={2} />;
  if (error || !data) return <ErrorState what={t('orders.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data.results.length)
    return (
      <p className="text-ink-soft" data-testid="my-orders-empty">
        {t('orders.empty')}
      </p>
    );
  return (
    <ul role="list" className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card" data-testid="my-orders">
      {data.results.map((o) => (
        <li key={o.reference} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="my-order" data-reference={o.reference}>
          <div className="min-w-0 flex-1">
            <p className="font-bold wrap-anywhere text-ink">
              {orderTitle(o, t, lineLabel)}
            </p>
            <p className="text-sm text-ink-muted">
              <span className="font-mono">{o.reference}</span> · {day(o.created_at)} ·{' '}
              {formatMinorAmount(o.total_minor, o.currency)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={ORDER_STATUS[o.status].tone}>{o.to_post ? t('status.packing') : t(`status.${o.status}`)}</Badge>
            <Link to={`/trackorder/${o.reference}`} className={buttonClass('ghost', 'sm')}>
              {t('orders.details')}
            </Link>
            {o.invoice ? (
              <Link to={`/invoice/${o.invoice.type}/${o.reference}`} className={buttonClass('secondary', 'sm')} data-testid="my-order-invoice">
                {o.invoice.type === 'receipt' ? t('invoice.receipt') : t('invoice.invoice')}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
