import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ListSkeleton } from '../../../components/ui/admin-list';
import { ErrorState } from '../../../components/ui/state-message';
import { formatMinorAmount } from '../../../lib/format';
import { ORDER_STATUS } from '../../../lib/order-status';
import { useGetMyOrdersQuery } from '../api/cart.api';


/** The dashboard's "Orders and donations": what the signed-in user bought and gave on this site, with their receipts. */
export function MyOrders() {
  const { data, error, isLoading, isFetching, refetch } = useGetMyOrdersQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <ListSkeleton rows={2} />;
  if (error || !data) return <ErrorState what="your orders" onRetry={() => void refetch()} retrying={isFetching} />;
  if (!data.results.length)
    return (
      <p className="text-ink-soft" data-testid="my-orders-empty">
        Nothing yet. Books you buy and gifts you give appear here, with their receipts.
      </p>
    );
  return (
    <ul role="list" className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card" data-testid="my-orders">
      {data.results.map((o) => (
        <li key={o.reference} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid="my-order" data-reference={o.reference}>
          <div className="min-w-0 flex-1">
            <p className="font-bold break-words text-ink">
              {o.kind === 'donation' ? 'Gift: ' : ''}
              {o.title}
              {o.items_count > 1 ? ` and ${o.items_count - 1} more` : ''}
            </p>
            <p className="text-sm text-ink-muted">
              <span className="font-mono">{o.reference}</span> · {new Date(o.created_at).toLocaleDateString(undefined, { dateStyle: 'medium' })} ·{' '}
              {formatMinorAmount(o.total_minor, o.currency)}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={ORDER_STATUS[o.status].tone}>{ORDER_STATUS[o.status].label}</Badge>
            <Link to={`/trackorder/${o.reference}`} className={buttonClass('ghost', 'sm')}>
              Details
            </Link>
            {o.invoice ? (
              <Link to={`/invoice/${o.invoice.type}/${o.reference}`} className={buttonClass('secondary', 'sm')} data-testid="my-order-invoice">
                {o.invoice.type === 'receipt' ? 'Receipt' : 'Invoice'}
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
