import { PROVIDER_NAMES } from '@commonshelf/shared/commerce/checkout.schemas';
import type { TPaymentDetail } from '@commonshelf/shared/commerce/payment-history.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { CreditCardIcon } from '../../../components/ui/icons';
import { ItemNotFound } from '../../../components/ui/item-not-found';
import { DrawerSkeleton, SideDrawer } from '../../../components/ui/side-drawer';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { formatMinorAmount } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { useGetPaymentQuery } from '../api/payment-history.api';
import { dateTime, PAYMENT_TONE, PaymentEventItem } from './payment-event';
import { EmailText } from '../../../components/ui/email-text';


/** One payment attempt, opened from the list (`?payment=<id>`): its order, provider ids, every message in order, and its refunds. */
export function PaymentDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('adminGiving');
  const { data, error, isFetching, refetch } = useGetPaymentQuery(id ?? '', { skip: id === null });
  const payment = data && data.id === id ? data : null;
  return (
    <SideDrawer
      open={id !== null}
      onClose={onClose}
      title={payment ? t('payments.drawerTitle', { amount: formatMinorAmount(payment.amount_minor, payment.currency), provider: PROVIDER_NAMES[payment.provider] }) : t('payments.payment')}
      closeLabel={t('payments.close')}
      testId="payment-drawer"
      closeTestId="payment-drawer-close"
    >
      {!payment && isFetching ? (
        <DrawerSkeleton label={t('payments.loading')} />
      ) : errorStatus(error) === 404 ? (
        <ItemNotFound testId="payment-not-found" icon={<CreditCardIcon size={24} />} title={t('payments.notFound')} backTo="/admin-panel/payment-history" backLabel={t('payments.seeAll')}>
          {t('payments.wrongLink')}
        </ItemNotFound>
      ) : error || !payment ? (
        <ErrorState what={t('payments.whatPayment')} onRetry={() => void refetch()} retrying={isFetching} />
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
      <dd className="min-w-0 wrap-anywhere text-ink">{children}</dd>
    </>
  );
}

function PaymentDetail({ payment: p }: { payment: TPaymentDetail }) {
  const { t } = useTranslation('adminGiving');
  return (
    <>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <Row term={t('payments.statusLabel')}>
          <span className="inline-flex flex-wrap items-center gap-2" data-testid="payment-drawer-status">
            <Badge tone={PAYMENT_TONE[p.status]}>{t(`payments.status.${p.status}`)}</Badge>
            {p.test_mode ? <Badge>{t('payments.testMode')}</Badge> : null}
          </span>
          {p.failure_reason ? <span className="mt-1 block text-danger">{p.failure_reason}</span> : null}
        </Row>
        <Row term={t('payments.order')}>
          <Link to={`/admin-panel/orders?search=${p.order.reference}`} className="font-mono font-semibold text-primary-dark underline" data-testid="payment-order-link">
            {p.order.reference}
          </Link>{' '}
          {t('payments.orderOf', { kind: p.order.kind === 'donation' ? t('payments.donation') : t('payments.purchase'), amount: formatMinorAmount(p.order.total_minor, p.order.currency) })}
        </Row>
        <Row term={t('payments.buyer')}>
          {p.order.name ? `${p.order.name}, ` : ''}
          <span className="wrap-anywhere">
            <EmailText email={p.order.email} />
          </span>
        </Row>
        <Row term={t('payments.site')}>{p.site?.name ?? t('payments.mainSite')}</Row>
        <Row term={t('payments.providerRef')}>
          <span className="font-mono break-all" data-testid="payment-provider-ref">
            {p.provider_ref ?? t('payments.noneYet')}
          </span>
        </Row>
        <Row term={t('payments.started')}>{dateTime(p.created_at)}</Row>
        <Row term={t('payments.lastChange')}>{dateTime(p.updated_at)}</Row>
      </dl>

      <h3 className="mt-6 text-sm font-bold tracking-wide text-ink-muted uppercase">{t('payments.toldUs')}</h3>
      {p.timeline.length === 0 ? (
        // An open payment may still be waiting for the buyer; a settled one (the demo's, one paid
        // before its messages were kept) simply has none on record.
        <StateMessage icon={<CreditCardIcon size={24} />} title={t('payments.noEvents')} testId="payment-no-events">
          {p.status === 'created' || p.status === 'pending' ? t('payments.noEventsBody') : t('payments.noEventsSettled')}
        </StateMessage>
      ) : (
        <ol className="mt-3 flex flex-col" aria-label={t('payments.timeline')} data-testid="payment-timeline">
          {p.timeline.map((e) => (
            <PaymentEventItem key={e.id} event={e} />
          ))}
        </ol>
      )}

      {p.refunds.length ? (
        <>
          <h3 className="mt-6 text-sm font-bold tracking-wide text-ink-muted uppercase">{t('payments.refunds')}</h3>
          <ul role="list" className="mt-2 flex flex-col gap-2" data-testid="payment-refunds">
            {p.refunds.map((r) => (
              <li key={r.id} className="rounded-xl bg-surface-alt p-3 text-sm">
                <p className="font-semibold text-ink">
                  {formatMinorAmount(r.amount_minor, r.currency)} · {t(`payments.refundStatus.${r.status}`)}
                </p>
                <p className="text-ink-soft">
                  {t('payments.asked', { date: dateTime(r.created_at) })}
                  {r.requested_by ? t('payments.by', { name: r.requested_by }) : ''}
                  {r.completed_at ? t('payments.done', { date: dateTime(r.completed_at) }) : ''}
                </p>
                {r.reason ? <p className="wrap-anywhere text-ink">{t('payments.reason', { reason: r.reason })}</p> : null}
                {r.provider_ref ? <p className="font-mono text-xs break-all text-ink-muted">{r.provider_ref}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
