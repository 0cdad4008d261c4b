import { PROVIDER_NAMES } from '@commonshelf/shared/commerce/checkout.schemas';
import type { TPaymentAttempt, TPaymentEvent } from '@commonshelf/shared/commerce/payment-history.schemas';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { AlertIcon, CheckIcon } from '../../../components/ui/icons';
import { uiLocale } from '../../../i18n';
import { formatMinorAmount } from '../../../lib/format';

export const dateTime = (iso: string) => new Date(iso).toLocaleString(uiLocale(), { dateStyle: 'medium', timeStyle: 'medium' });

/** An attempt's status badge tone (its words are `adminGiving:payments.status`). */
export const PAYMENT_TONE: Record<TPaymentAttempt['status'], 'neutral' | 'primary' | 'warm'> = {
  created: 'neutral',
  pending: 'warm',
  succeeded: 'primary',
  failed: 'warm',
  cancelled: 'neutral',
  refunded: 'neutral',
};

/** What was done with a message, for people (`adminGiving:payments.outcomes`); an unknown one shows as it is. */
const OUTCOMES = ['applied', 'duplicate', 'already_applied', 'no_change', 'amount_mismatch', 'currency_mismatch', 'unknown_payment', 'paid_twice', 'ignored', 'received', 'refused'] as const;
const isOutcome = (o: string): o is (typeof OUTCOMES)[number] => (OUTCOMES as readonly string[]).includes(o);

/** One message from a provider: verified or refused, what it said and what we did with it, and (on request) what it contained. */
export function PaymentEventItem({ event: e, showProvider = false }: { event: TPaymentEvent; showProvider?: boolean }) {
  const { t } = useTranslation('adminGiving');
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
          <p className="font-semibold wrap-anywhere text-ink">
            {showProvider ? `${PROVIDER_NAMES[e.provider]} · ` : ''}
            {t(`payments.sources.${e.source}`)}
            {e.type ? <span className="font-mono text-sm font-normal text-ink-soft"> {e.type}</span> : null}
          </p>
          <span data-testid="payment-event-verified">{refused ? <Badge tone="warm">{t('payments.notVerified')}</Badge> : <Badge tone="primary">{t('payments.verified')}</Badge>}</span>
        </div>
        <p className="text-sm text-ink-muted">
          <time dateTime={e.received_at}>{dateTime(e.received_at)}</time>
          {e.event_id ? <span className="font-mono break-all"> · {e.event_id}</span> : null}
        </p>
        <p className={`mt-1 text-sm ${refused || e.outcome.endsWith('mismatch') || e.outcome === 'paid_twice' ? 'text-book-button' : 'text-ink'}`} data-testid="payment-event-outcome">
          {isOutcome(e.outcome) ? t(`payments.outcomes.${e.outcome}`) : e.outcome}
        </p>
        {e.reason ? <p className="text-sm wrap-anywhere text-ink-soft">{t('payments.why', { reason: e.reason })}</p> : null}
        {e.claimed ? <p className="text-sm text-ink-soft">{t('payments.claimed')}</p> : null}
        {e.amount_minor !== null && e.currency ? <p className="text-sm text-ink-soft">{t('payments.stated', { amount: formatMinorAmount(e.amount_minor, e.currency) })}</p> : null}
        {e.payload !== null && e.payload !== undefined ? (
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer font-semibold text-primary-dark">{t('payments.contained')}</summary>
            <p className="mt-1 text-ink-muted">{t('payments.secretsHidden')}</p>
            <pre className="mt-1 max-h-72 overflow-auto rounded-xl bg-surface-alt p-3 font-mono text-xs leading-relaxed wrap-anywhere whitespace-pre-wrap text-ink" data-testid="payment-event-payload">
              {JSON.stringify(e.payload, null, 2)}
            </pre>
          </details>
        ) : null}
      </div>
    </li>
  );
}
