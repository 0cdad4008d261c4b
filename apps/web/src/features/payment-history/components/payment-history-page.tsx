import { PROVIDER_NAMES } from '@commonshelf/shared/commerce/checkout.schemas';
import type { PAYMENT_STATUSES } from '@commonshelf/shared/commerce/commerce.schemas';
import type { TPaymentAttempt } from '@commonshelf/shared/commerce/payment-history.schemas';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, AdminPageHeader, DateRangeFilter, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { CreditCardIcon, LockIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { useCsvDownload } from '../../../lib/csv-download';
import { formatMinorAmount } from '../../../lib/format';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PAYMENT_FILTER_KEYS, paymentsCsv, useGetPaymentsQuery, useGetUnmatchedEventsQuery, type PaymentFilters } from '../api/payment-history.api';
import { PaymentDrawer } from './payment-drawer';
import { dateTime, PAYMENT_TONE, PaymentEventItem } from './payment-event';
import { EmailText } from '../../../components/ui/email-text';

type Tab = 'all' | (typeof PAYMENT_STATUSES)[number];
const TABS: Tab[] = ['all', 'succeeded', 'pending', 'failed', 'cancelled', 'refunded', 'created'];
const PROVIDERS = Object.entries(PROVIDER_NAMES).map(([value, label]) => ({ value, label }));

type Params = ReturnType<typeof useListParams<(typeof PAYMENT_FILTER_KEYS)[number] | 'view' | 'payment'>>;

/**
 * `admin-panel/payment-history`: every attempt to take a payment, with the provider's messages
 * about it and whether each was verified (a drawer per attempt, `?payment=<id>`), filtered in the
 * URL and exported as CSV; and the messages that matched no payment.
 */
export function PaymentHistoryPage() {
  const { t } = useTranslation('adminGiving');
  useDocumentTitle(t('payments.title'));
  const params = useListParams([...PAYMENT_FILTER_KEYS, 'view', 'payment'] as const);
  const { values, page, set } = params;
  const view = values.view === 'unmatched' ? 'unmatched' : 'payments';
  const csv = useCsvDownload();
  const filters = Object.fromEntries(PAYMENT_FILTER_KEYS.map((k) => [k, values[k]])) as PaymentFilters;
  return (
    <section aria-labelledby="payments-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="payment-history">
      <AdminPageHeader
        title={t('payments.title')}
        titleId="payments-title"
        description={t('payments.description')}
        action={
          view === 'payments' ? (
            <button type="button" className={buttonClass('secondary', 'md')} onClick={() => void csv.download(paymentsCsv(filters))} {...busyButtonProps(csv.busy)} data-testid="payments-csv">
              {t('payments.downloadCsv')}
            </button>
          ) : undefined
        }
      />
      <FilterTabs
        label={t('payments.show')}
        testId="payment-view-tabs"
        value={view}
        onChange={(v) => set({ view: v === 'payments' ? null : v, status: null, verification: null, search: null, kind: null, site: null })}
        tabs={[
          { value: 'payments', label: t('payments.payments') },
          { value: 'unmatched', label: t('payments.unmatched') },
        ]}
      />
      {view === 'payments' ? <PaymentsView params={params} filters={filters} /> : <UnmatchedView params={params} />}
      <PaymentDrawer id={values.payment || null} onClose={() => set({ payment: null, page })} />
    </section>
  );
}

function PaymentsView({ params: { values, page, set, pageHref }, filters }: { params: Params; filters: PaymentFilters }) {
  const { t } = useTranslation('adminGiving');
  const status: Tab = (TABS as string[]).includes(values.status) ? (values.status as Tab) : 'all';
  const { data, error, isLoading, isFetching, refetch } = useGetPaymentsQuery({ ...filters, status, page, size: ADMIN_PAGE_SIZE });
  const pages = useListPages(data?.count, page, set);
  const filtered = status !== 'all' || PAYMENT_FILTER_KEYS.some((k) => k !== 'status' && values[k]);
  return (
    <>
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label={t('payments.statusLabel')}
          testId="payment-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={TABS.map((s) => ({ value: s, label: s === 'all' ? t('payments.all') : t(`payments.status.${s}`), count: data?.counts[s] ?? (data ? 0 : undefined) }))}
        />
        <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('payments.search')} placeholder={t('payments.searchPlaceholder')} testId="payment-search" />
        <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
          <FilterSelect label={t('payments.provider')} value={values.provider} onChange={(v) => set({ provider: v })} allLabel={t('payments.anyProvider')} options={PROVIDERS} testId="payment-provider" />
          <FilterSelect
            label={t('payments.kind')}
            value={values.kind}
            onChange={(v) => set({ kind: v })}
            allLabel={t('payments.allKinds')}
            options={[
              { value: 'purchase', label: t('payments.purchases') },
              { value: 'donation', label: t('payments.donations') },
            ]}
            testId="payment-kind"
          />
          {data?.sites.length ? (
            <FilterSelect
              label={t('payments.site')}
              value={values.site}
              onChange={(v) => set({ site: v })}
              allLabel={t('payments.everySite')}
              options={[{ value: 'main', label: t('payments.mainSite') }, ...data.sites.map((s) => ({ value: s.id, label: s.name }))]}
              testId="payment-site"
            />
          ) : null}
          <FilterSelect
            label={t('payments.messages')}
            value={values.verification}
            onChange={(v) => set({ verification: v })}
            allLabel={t('payments.any')}
            options={[{ value: 'refused', label: t('payments.withRefused') }]}
            testId="payment-verification"
          />
          <DateRangeFilter from={values.from} to={values.to} onChange={set} testId="payment" />
        </div>
      </div>
      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('payments.forbidden')} testId="payments-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : errorStatus(error) === 400 ? (
        <StateMessage icon={<SearchIcon size={24} />} title={t('payments.badFilters')} testId="payments-bad-filter" action={<ClearFilters set={set} />}>
          {Object.values(serverFieldErrors(error))[0]?.[0] ?? errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('payments.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage icon={<SearchIcon size={24} />} title={t('payments.noMatch')} testId="payments-empty" action={<ClearFilters set={set} />} />
        ) : (
          <StateMessage icon={<CreditCardIcon size={24} />} title={t('payments.none')} testId="payments-empty">
            {t('payments.noneBody')}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('payments.one'), t('payments.other')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('payments.updating')}</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            {data.results.map((p) => (
              <PaymentRow key={p.id} payment={p} onOpen={() => set({ payment: p.id, page })} />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('payments.pages')} className="mt-2" /> : null}
        </>
      )}
    </>
  );
}

function ClearFilters({ set }: { set: Params['set'] }) {
  const { t } = useTranslation('adminGiving');
  return (
    <button
      type="button"
      className={buttonClass('secondary', 'sm')}
      onClick={() => set(Object.fromEntries(PAYMENT_FILTER_KEYS.map((k) => [k, null])) as Partial<Record<(typeof PAYMENT_FILTER_KEYS)[number], null>>)}
    >
      {t('payments.showAll')}
    </button>
  );
}

function PaymentRow({ payment: p, onOpen }: { payment: TPaymentAttempt; onOpen: () => void }) {
  const { t } = useTranslation('adminGiving');
  return (
    <li data-testid="payment-row" data-payment-id={p.id} data-reference={p.order.reference} data-status={p.status} className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1.6fr)_minmax(0,1fr)_auto] lg:items-center lg:gap-4">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-bold text-ink tabular-nums">{formatMinorAmount(p.amount_minor, p.currency)}</span>
          <Badge tone={PAYMENT_TONE[p.status]}>{t(`payments.status.${p.status}`)}</Badge>
          {p.test_mode ? <Badge>{t('payments.test')}</Badge> : null}
        </p>
        <p className="text-sm text-ink-muted">
          <span className="font-mono">{p.order.reference}</span> · {p.order.kind === 'donation' ? t('payments.donation') : t('payments.purchase')}
        </p>
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">{PROVIDER_NAMES[p.provider]}</p>
        <p className="font-mono text-xs break-all text-ink-muted">{p.provider_ref ?? t('payments.noReference')}</p>
        <p className="text-ink-soft wrap-anywhere">
          <EmailText email={p.order.email} />
        </p>
      </div>
      <div className="min-w-0 text-sm">
        <p className="text-ink">{p.site?.name ?? t('payments.mainSite')}</p>
        <p className="text-ink-muted">{dateTime(p.created_at)}</p>
      </div>
      <div className="flex flex-wrap items-center gap-2 lg:justify-end">
        <span className="text-sm text-ink-soft" data-testid="payment-events">
          {t('payments.events', { count: p.events })}
        </span>
        {p.refused_events ? (
          <span data-testid="payment-refused">
            <Badge tone="warm">{t('payments.notVerifiedCount', { count: p.refused_events })}</Badge>
          </span>
        ) : null}
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onOpen} data-testid="payment-open" aria-label={t('payments.detailsLabel', { reference: p.order.reference })}>
          {t('payments.details')}
        </button>
      </div>
    </li>
  );
}

/** Messages that named no payment of ours: refused ones that named none, verified ones about an unknown payment. */
function UnmatchedView({ params: { values, page, set, pageHref } }: { params: Params }) {
  const { t } = useTranslation('adminGiving');
  const verification = values.verification === 'refused' || values.verification === 'verified' ? values.verification : '';
  const { data, error, isLoading, isFetching, refetch } = useGetUnmatchedEventsQuery({ provider: values.provider, verification, from: values.from, to: values.to, page, size: ADMIN_PAGE_SIZE });
  const pages = useListPages(data?.count, page, set);
  return (
    <>
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4 lg:flex-row lg:flex-wrap lg:items-center">
        <FilterSelect label={t('payments.provider')} value={values.provider} onChange={(v) => set({ provider: v })} allLabel={t('payments.anyProvider')} options={PROVIDERS} testId="unmatched-provider" />
        <FilterSelect
          label={t('payments.verified')}
          value={verification}
          onChange={(v) => set({ verification: v })}
          allLabel={t('payments.verifiedOrNot')}
          options={[
            { value: 'refused', label: t('payments.notVerified') },
            { value: 'verified', label: t('payments.verified') },
          ]}
          testId="unmatched-verification"
        />
        <DateRangeFilter from={values.from} to={values.to} onChange={set} testId="unmatched" />
      </div>
      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('payments.unmatchedForbidden')} testId="unmatched-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('payments.whatMessages')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage icon={<CreditCardIcon size={24} />} title={t('payments.noMessages')} testId="unmatched-empty">
          {t('payments.noMessagesBody')}
        </StateMessage>
      ) : (
        <>
          <RangeNote page={page} count={data.count} noun={[t('payments.messageOne'), t('payments.messageOther')]} />
          <ol aria-busy={isFetching} aria-label={t('payments.messagesNewest')} className="flex flex-col rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card" data-testid="unmatched-list">
            {data.results.map((e) => (
              <PaymentEventItem key={e.id} event={e} showProvider />
            ))}
          </ol>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('payments.messagePages')} className="mt-2" /> : null}
        </>
      )}
    </>
  );
}
