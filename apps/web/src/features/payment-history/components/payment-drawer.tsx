import { PROVIDER_NAMES } from '@commonshelf/shared/commerce/checkout.schemas';
import type { TPaymentDetail } from '@commonshelf/shared/commerce/payment-history.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { CreditCardIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { DrawerSkeleton, SideDrawer } from '../../../components/ui/side-drawer';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { formatMinorAmount } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { useGetPaymentQuery } from '../api/payment-history.api';
import { dateTime, PAYMENT_STATUS, PaymentEventItem } from './payment-event';

const REFUND_STATUS = { pending: 'Waiting for the provider', succeeded: 'Refunded', failed: 'Refused by the provider' } as const;

/** One payment attempt, opened from the list (`?payment=<id>`): its order, provider ids, every message in order, and its refunds. */
export function PaymentDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, error, isFetching, refetch } = useGetPaymentQuery(id ?? '', { skip: id === null });
  const payment = data && data.id === id ? data : null;
  return (
    <SideDrawer
      open={id !== null}
      onClose={onClose}
      title={payment ? `${formatMinorAmount(payment.amount_minor, payment.currency)} with ${PROVIDER_NAMES[payment.provider]}` : 'Payment'}
      closeLabel="Close the payment"
      testId="payment-drawer"
      closeTestId="payment-drawer-close"
    >
      {!payment && isFetching ? (
        <DrawerSkeleton label="Loading the payment…" />
      ) : errorStatus(error) === 404 ? (
        <ItemNotFound testId="payment-not-found" icon={<CreditCardIcon size={24} />} title="We couldn’t find this payment" backTo="/admin-panel/payment-history" backLabel="See all payments">
          The link may be wrong.
        </ItemNotFound>
      ) : error || !payment ? (
        <ErrorState what="this payment" onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <PaymentDetail payment={payment} />
      )}
    </SideDrawer>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink-muted">{term}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  );
}

function PaymentDetail({ payment: p }: { payment: TPaymentDetail }) {
  const status = PAYMENT_STATUS[p.status];
  return (
    <>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <Row term="Status">
          <span className="inline-flex flex-wrap items-center gap-2" data-testid="payment-drawer-status">
            <Badge tone={status.tone}>{status.label}</Badge>
            {p.test_mode ? <Badge>Test mode</Badge> : null}
          </span>
          {p.failure_reason ? <span className="mt-1 block text-book-button">{p.failure_reason}</span> : null}
        </Row>
        <Row term="Order">
          <Link to={`/admin-panel/orders?search=${p.order.reference}`} className="font-mono font-semibold text-primary-dark underline" data-testid="payment-order-link">
            {p.order.reference}
          </Link>{' '}
          · {p.order.kind === 'donation' ? 'Donation' : 'Purchase'} of {formatMinorAmount(p.order.total_minor, p.order.currency)}
        </Row>
        <Row term="Buyer">
          {p.order.name ? `${p.order.name}, ` : ''}
          <span className="break-all">{p.order.email}</span>
        </Row>
        <Row term="Site">{p.site?.name ?? 'Main site'}</Row>
        <Row term="Provider’s reference">
          <span className="font-mono break-all" data-testid="payment-provider-ref">
            {p.provider_ref ?? 'None yet'}
          </span>
        </Row>
        <Row term="Started">{dateTime(p.created_at)}</Row>
        <Row term="Last change">{dateTime(p.updated_at)}</Row>
      </dl>

      <h3 className="mt-6 text-sm font-bold tracking-wide text-ink-muted uppercase">What the provider told us</h3>
      {p.timeline.length === 0 ? (
        <StateMessage icon={<CreditCardIcon size={24} />} title="No messages yet" testId="payment-no-events">
          The buyer may not have finished on the provider’s page. Webhooks and status checks appear here as they arrive.
        </StateMessage>
      ) : (
        <ol className="mt-3 flex flex-col" aria-label="Messages about this payment, oldest first" data-testid="payment-timeline">
          {p.timeline.map((e) => (
            <PaymentEventItem key={e.id} event={e} />
          ))}
        </ol>
      )}

      {p.refunds.length ? (
        <>
          <h3 className="mt-6 text-sm font-bold tracking-wide text-ink-muted uppercase">Refunds</h3>
          <ul role="list" className="mt-2 flex flex-col gap-2" data-testid="payment-refunds">
            {p.refunds.map((r) => (
              <li key={r.id} className="rounded-xl bg-surface-alt p-3 text-sm">
                <p className="font-semibold text-ink">
                  {formatMinorAmount(r.amount_minor, r.currency)} · {REFUND_STATUS[r.status]}
                </p>
                <p className="text-ink-soft">
                  Asked {dateTime(r.created_at)}
                  {r.requested_by ? ` by ${r.requested_by}` : ''}
                  {r.completed_at ? ` · done ${dateTime(r.completed_at)}` : ''}
                </p>
                {r.reason ? <p className="break-words text-ink">Reason: {r.reason}</p> : null}
                {r.provider_ref ? <p className="font-mono text-xs break-all text-ink-muted">{r.provider_ref}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
