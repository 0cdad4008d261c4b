import { PROVIDER_NAMES } from '@commonshelf/shared/commerce/checkout.schemas';
import type { TPaymentAttempt, TPaymentEvent, TPaymentEventSource } from '@commonshelf/shared/commerce/payment-history.schemas';
import { Badge } from '../../../components/ui/badge';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { formatMinorAmount } from '../../../lib/format';

export const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** How an attempt's status reads, and its badge. */
export const PAYMENT_STATUS: Record<TPaymentAttempt['status'], { label: string; tone: 'neutral' | 'primary' | 'warm' }> = {
  created: { label: 'Started', tone: 'neutral' },
  pending: { label: 'Waiting', tone: 'warm' },
  succeeded: { label: 'Paid', tone: 'primary' },
  failed: { label: 'Failed', tone: 'warm' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};

const SOURCES: Record<TPaymentEventSource, string> = { webhook: 'Webhook', status: 'Status check', capture: 'Capture', refund: 'Refund' };

/** What was done with a message, for people. */
const OUTCOMES: Record<string, string> = {
  applied: 'Applied to the payment',
  duplicate: 'A repeat of a message already received: ignored',
  already_applied: 'The payment was already recorded: nothing changed',
  no_change: 'Nothing new: nothing changed',
  amount_mismatch: 'The amount is not the payment’s: not applied',
  currency_mismatch: 'The currency is not the payment’s: not applied',
  unknown_payment: 'About no payment of ours: not applied',
  paid_twice: 'A second payment of an order already paid: refund one of them',
  ignored: 'A kind of message we do not act on',
  received: 'Received',
  refused: 'Refused: its signature could not be verified, so nothing in it was used',
};

/** One message from a provider: verified or refused, what it said and what we did with it, and (on request) what it contained. */
export function PaymentEventItem({ event: e, showProvider = false }: { event: TPaymentEvent; showProvider?: boolean }) {
  const refused = !e.verified;
  return (
    <li className="relative flex gap-3 pb-5 last:pb-0" data-testid="payment-event" data-verified={e.verified} data-outcome={e.outcome}>
      <span
        aria-hidden="true"
        className={`relative flex size-8 shrink-0 items-center justify-center rounded-full ${refused ? 'bg-announcement text-book-button' : 'bg-primary text-white'}`}
      >
        {refused ? <AlertIcon size={16} /> : <CheckIcon size={16} />}
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold break-words text-ink">
            {showProvider ? `${PROVIDER_NAMES[e.provider]} · ` : ''}
            {SOURCES[e.source]}
            {e.type ? <span className="font-mono text-sm font-normal text-ink-soft"> {e.type}</span> : null}
          </p>
          <span data-testid="payment-event-verified">{refused ? <Badge tone="warm">Not verified</Badge> : <Badge tone="primary">Verified</Badge>}</span>
        </div>
        <p className="text-sm text-ink-muted">
          <time dateTime={e.received_at}>{dateTime(e.received_at)}</time>
          {e.event_id ? <span className="font-mono break-all"> · {e.event_id}</span> : null}
        </p>
        <p className={`mt-1 text-sm ${refused || e.outcome.endsWith('mismatch') || e.outcome === 'paid_twice' ? 'text-book-button' : 'text-ink'}`} data-testid="payment-event-outcome">
          {OUTCOMES[e.outcome] ?? e.outcome}
        </p>
        {e.reason ? <p className="text-sm break-words text-ink-soft">Why: {e.reason}</p> : null}
        {e.claimed ? <p className="text-sm text-ink-soft">Its body named this payment; as it was not verified, that proves nothing.</p> : null}
        {e.amount_minor !== null && e.currency ? <p className="text-sm text-ink-soft">It stated {formatMinorAmount(e.amount_minor, e.currency)}.</p> : null}
        {e.payload !== null && e.payload !== undefined ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer font-semibold text-primary-dark">What it contained</summary>
            <p className="mt-1 text-ink-muted">Secret-looking fields are hidden.</p>
            <pre className="mt-1 max-h-72 overflow-auto rounded-xl bg-surface-alt p-3 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap text-ink" data-testid="payment-event-payload">
              {JSON.stringify(e.payload, null, 2)}
            </pre>
          </details>
        ) : null}
      </div>
    </li>
  );
}
