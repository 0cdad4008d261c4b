import { DONATION_ADMIN_MSG, type TAdminDonation, type TDonationReport, type TDonationStatusFilter } from '@commonshelf/shared/charities/donation-admin.schemas';
import { CURRENCIES } from '@commonshelf/shared/commerce/commerce.schemas';
import { PROVIDER_NAMES } from '@commonshelf/shared/commerce/checkout.schemas';
import i18next from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, AdminPageHeader, DateRangeFilter, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { DownloadIcon, HeartIcon, LockIcon, ReceiptIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { uiLocale } from '../../../i18n';
import { formatMinorAmount } from '../../../lib/format';
import { ORDER_STATUS } from '../../../lib/order-status';
import { useCsvDownload } from '../../../lib/csv-download';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMediaQuery } from '../../../lib/use-media-query';
import { DONATION_FILTER_KEYS, donationsCsv, downloadDonationReceipt, receiptFailed, useGetAdminDonationsQuery, useGetDonationReportQuery } from '../api/donation-admin.api';
import { CurrencyTotals, ReportList, reportRows } from './donation-report';
import { EmailText } from '../../../components/ui/email-text';
import { translateMessage } from '../../../i18n/messages';

type Area = 'panel' | 'school';
const BASE: Record<Area, string> = { panel: '/admin-panel', school: '/admin-school' };

const TABS = ['all', 'paid', 'refunded', 'pending', 'failed'] as const satisfies readonly TDonationStatusFilter[];
const SORTS = ['date', '-amount', 'amount'] as const;
const when = (iso: string) => new Date(iso).toLocaleString(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' });
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);

/** Names for the filters' choices, from the scope's report (every cause, page and site that received a gift). */
function choices(r: TDonationReport | undefined, charity: string) {
  const unique = <T,>(rows: T[], key: (r: T) => string, label: (r: T) => string) => {
    const seen = new Map<string, string>();
    for (const row of rows) if (!seen.has(key(row))) seen.set(key(row), label(row));
    return [...seen].map(([value, l]) => ({ value, label: l })).sort((a, b) => a.label.localeCompare(b.label));
  };
  return {
    charities: unique(r?.by_charity ?? [], (c) => String(c.charity.id), (c) => c.charity.name),
    projects: unique(
      (r?.by_project ?? []).filter((p) => !charity || String(p.charity.id) === charity),
      (p) => String(p.project.id),
      (p) => p.project.title,
    ),
    fundraisers: unique(r?.by_fundraiser ?? [], (f) => String(f.fundraiser.id), (f) => `${f.fundraiser.title} (${f.fundraiser.owner.name})`),
    sites: unique(r?.by_site ?? [], (s) => s.site?.id ?? 'main', (s) => s.site?.name ?? i18next.t('adminGiving:report.mainSite')),
  };
}

/** A choice named in the URL but not among the options (a cause with no paid gift yet) still shows, as its number. */
const withCurrent = (options: { value: string; label: string }[], current: string, noun: string) =>
  current && !options.some((o) => o.value === current) ? [...options, { value: current, label: i18next.t('adminGiving:donations.numbered', { noun, id: current }) }] : options;

/**
 * `admin-panel/donations` (every site's gifts) and `admin-school/donations` (the school's own,
 * under a summary of what it raised): filters in the URL, CSV of the filtered list, receipts.
 */
export function DonationsPage({ area }: { area: Area }) {
  const { t } = useTranslation('adminGiving');
  useDocumentTitle(t('donations.title'));
  const base = BASE[area];
  const { values, page, set, pageHref } = useListParams(DONATION_FILTER_KEYS);
  const status = (TABS as readonly string[]).includes(values.status) ? (values.status as TDonationStatusFilter) : 'all';
  const badDates = (values.from && !isDate(values.from)) || (values.to && !isDate(values.to));
  const datesReversed = !badDates && values.from && values.to && values.from > values.to;
  const filters = { ...values, status, ...(area === 'school' ? { site: '' } : {}) };
  const { data, error, isLoading, isFetching, refetch } = useGetAdminDonationsQuery({ ...filters, page, size: ADMIN_PAGE_SIZE }, { skip: Boolean(badDates || datesReversed) });
  const summary = useGetDonationReportQuery({});
  const csv = useCsvDownload();
  const filtered = DONATION_FILTER_KEYS.some((k) => k !== 'sort' && k !== 'status' && filters[k]);
  const options = choices(summary.data, values.charity);
  // On a phone the filters past the search fold away behind a button (their count on it).
  const wide = useMediaQuery('(min-width: 48rem)');
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const chosen = (['charity', 'project', 'fundraiser', 'site', 'currency', 'anonymous', 'from', 'to'] as const).filter((k) => filters[k]).length + (values.sort && values.sort !== '-date' ? 1 : 0);

  const clear = () => set(Object.fromEntries(DONATION_FILTER_KEYS.filter((k) => k !== 'sort').map((k) => [k, null])));
  const pages = useListPages(data?.count, page, set);

  return (
    <section aria-labelledby="donations-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="admin-donations">
      <AdminPageHeader
        title={t('donations.title')}
        titleId="donations-title"
        description={area === 'panel' ? t('donations.descriptionPanel') : t('donations.descriptionSchool')}
        action={
          <button type="button" className={buttonClass('secondary', 'md')} onClick={() => void csv.download(donationsCsv(filters))} disabled={Boolean(badDates || datesReversed)} {...busyButtonProps(csv.busy)} data-testid="donations-csv">
            <DownloadIcon size={18} />
            {csv.busy ? t('donations.preparing') : t('donations.downloadCsv')}
          </button>
        }
      />

      {area === 'school' ? <SchoolSummary report={summary.data} loading={summary.isLoading} failed={Boolean(summary.error) && errorStatus(summary.error) !== 403} retry={() => void summary.refetch()} base={base} /> : null}

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4" data-testid="donation-filters">
        <FilterTabs
          label={t('donations.status')}
          testId="donation-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={TABS.map((value) => ({ value, label: t(`donations.tabs.${value}`), count: data?.counts[value] ?? (data ? 0 : undefined) }))}
        />
        <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('donations.search')} placeholder={t('donations.searchPlaceholder')} testId="donation-search" />
        {wide ? null : (
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'self-start')}
            aria-expanded={filtersOpen}
            aria-controls={filtersId}
            onClick={() => setFiltersOpen((o) => !o)}
            data-testid="donation-filters-toggle"
          >
            {filtersOpen ? t('donations.hideFilters') : t('donations.moreFilters')}
            {chosen ? ` (${chosen})` : ''}
          </button>
        )}
        <div id={filtersId} hidden={!wide && !filtersOpen} className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:grid-cols-3">
          <FilterSelect label={t('donations.charity')} value={values.charity} onChange={(v) => set({ charity: v, project: null })} allLabel={t('donations.allCharities')} options={withCurrent(options.charities, values.charity, t('donations.charity'))} testId="donation-charity" />
          <FilterSelect label={t('donations.project')} value={values.project} onChange={(v) => set({ project: v })} allLabel={t('donations.allProjects')} options={withCurrent(options.projects, values.project, t('donations.project'))} testId="donation-project" />
          <FilterSelect label={t('donations.fundraiser')} value={values.fundraiser} onChange={(v) => set({ fundraiser: v })} allLabel={t('donations.allGifts')} options={withCurrent(options.fundraisers, values.fundraiser, t('donations.page'))} testId="donation-fundraiser" />
          {area === 'panel' ? (
            <FilterSelect label={t('donations.site')} value={values.site} onChange={(v) => set({ site: v })} allLabel={t('donations.allSites')} options={withCurrent(options.sites, values.site, t('donations.site'))} testId="donation-site" />
          ) : null}
          <FilterSelect label={t('donations.currency')} value={values.currency} onChange={(v) => set({ currency: v })} allLabel={t('donations.allCurrencies')} options={CURRENCIES.map((c) => ({ value: c, label: c }))} testId="donation-currency" />
          <FilterSelect
            label={t('donations.anonymous')}
            value={values.anonymous}
            onChange={(v) => set({ anonymous: v })}
            allLabel={t('donations.allGifts')}
            options={[
              { value: 'yes', label: t('donations.anonymousGifts') },
              { value: 'no', label: t('donations.namedGifts') },
            ]} testId="donation-anonymous" />
          <DateRangeFilter from={values.from} to={values.to} onChange={(patch) => set(patch)} testId="donation-dates" />
          <FilterSelect
            label={t('donations.order')}
            value={values.sort === '-date' ? '' : values.sort}
            onChange={(v) => set({ sort: v })}
            allLabel={t('donations.sorts.newest')}
            options={SORTS.map((value) => ({ value, label: t(`donations.sorts.${value}`) }))} testId="donation-sort" />
        </div>
        {values.sort.endsWith('amount') && !values.currency ? (
          <p className="text-sm text-ink-muted" data-testid="donation-sort-note">
            {t('donations.sortNote')}
          </p>
        ) : null}
        {datesReversed || badDates ? (
          <p role="alert" className="text-sm font-semibold text-book-button" data-testid="donation-dates-error">
            {translateMessage(datesReversed ? DONATION_ADMIN_MSG.fromAfterTo : DONATION_ADMIN_MSG.badFrom)}
          </p>
        ) : null}
        {filtered ? (
          <div>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={clear} data-testid="donation-clear">
              {t('donations.clearFilters')}
            </button>
          </div>
        ) : null}
      </div>

      {datesReversed || badDates ? null : isLoading ? (
        <ListSkeleton testId="donations-loading" />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('donations.forbidden')} testId="donations-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('donations.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage
          icon={filtered || status !== 'all' ? <SearchIcon size={24} /> : <HeartIcon size={24} />}
          title={filtered || status !== 'all' ? t('donations.noMatch') : t('donations.none')}
          testId="donations-empty"
          action={
            filtered ? (
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={clear}>
                {t('donations.clearFilters')}
              </button>
            ) : undefined
          }
        >
          {filtered || status !== 'all' ? undefined : t('donations.noneBody')}
        </StateMessage>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('donations.one'), t('donations.other')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('donations.updating')}</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card" data-testid="donation-list">
            {data.results.map((d) => (
              <DonationRow key={d.reference} d={d} base={base} showSite={area === 'panel'} />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('donations.pages')} className="mt-2" /> : null}
        </>
      )}
    </section>
  );
}

function DonationRow({ d, base, showSite }: { d: TAdminDonation; base: string; showSite: boolean }) {
  const { t } = useTranslation('adminGiving');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const status = ORDER_STATUS[d.status];
  const receipt = async () => {
    if (!d.receipt) return;
    setBusy(true);
    try {
      await dispatch(downloadDonationReceipt({ reference: d.reference, number: d.receipt.number })).unwrap();
    } catch (err) {
      showToast(typeof err === 'string' ? err : receiptFailed(), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      data-testid="donation-row"
      data-reference={d.reference}
      data-status={d.status}
      className="grid gap-3 px-4 py-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] lg:grid-cols-[minmax(0,0.9fr)_minmax(0,1.3fr)_minmax(0,1.5fr)_auto] lg:items-start lg:gap-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 md:flex-col md:items-start">
        <span className="text-lg font-bold text-ink tabular-nums" data-testid="donation-amount">
          {formatMinorAmount(d.amount_minor, d.currency)}
        </span>
        <Badge tone={status.tone}>{t(`orderStatus.${d.status}`)}</Badge>
        <span className="text-sm text-ink-muted">{when(d.date)}</span>
      </div>
      <div className="min-w-0 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold wrap-anywhere text-ink" data-testid="donation-donor">
          {d.donor.name || d.donor.email}
          {d.anonymous ? <Badge>{t('donations.anonymous')}</Badge> : null}
        </p>
        <p className="text-ink-muted wrap-anywhere">
          <EmailText email={d.donor.email} />
        </p>
        {!d.anonymous && d.donor.display_name !== d.donor.name ? <p className="text-ink-muted">{t('donations.shownAs', { name: d.donor.display_name })}</p> : null}
        {d.dedication ? <p className="mt-1 wrap-anywhere text-ink-soft italic">{t('donations.dedication', { text: d.dedication })}</p> : null}
      </div>
      <div className="min-w-0 text-sm">
        <p className="wrap-anywhere">
          <Link to={`${base}/charity-details-view/${d.charity.id}`} className="font-semibold text-ink underline-offset-2 hover:text-primary hover:underline">
            {d.charity.name}
          </Link>
        </p>
        {d.project ? <p className="wrap-anywhere text-ink-soft">{d.project.title}</p> : null}
        {d.fundraiser ? (
          <p className="wrap-anywhere text-ink-muted" data-testid="donation-row-fundraiser">
            {t('donations.through', { title: d.fundraiser.title, owner: d.fundraiser.owner.name })}
          </p>
        ) : null}
        {showSite ? <p className="text-ink-muted" data-testid="donation-row-site">{d.site?.name ?? t('report.mainSite')}</p> : null}
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm lg:flex-col lg:items-end">
        <span className="font-mono text-ink-soft">{d.reference}</span>
        {d.provider ? <span className="text-ink-muted">{PROVIDER_NAMES[d.provider]}</span> : null}
        {d.receipt ? (
          <button type="button" className={buttonClass('ghost', 'sm', '-mx-3')} onClick={() => void receipt()} {...busyButtonProps(busy)} data-testid="donation-receipt">
            <ReceiptIcon size={16} />
            {busy ? t('donations.downloading') : t('donations.receipt', { number: d.receipt.number })}
          </button>
        ) : (
          <span className="text-ink-muted">{d.status === 'pending' ? t('donations.noReceiptYet') : t('donations.noReceipt')}</span>
        )}
      </div>
    </li>
  );
}

/** The school's report over its list: totals per currency, and its causes and pages. */
function SchoolSummary({ report, loading, failed, retry, base }: { report: TDonationReport | undefined; loading: boolean; failed: boolean; retry: () => void; base: string }) {
  const { t } = useTranslation('adminGiving');
  if (loading) return <ListSkeleton rows={2} testId="donation-summary-loading" />;
  if (failed) return <ErrorState what={t('donations.schoolTotals')} onRetry={retry} />;
  if (!report || !report.totals.length) return null;
  const rows = reportRows(report, { donations: `${base}/donations`, charity: (id) => `${base}/charity-details-view/${id}` });
  return (
    <div className="flex flex-col gap-4" data-testid="school-donation-summary">
      <CurrencyTotals totals={report.totals} />
      <div className="grid gap-4 lg:grid-cols-3">
        <ReportList title={t('donations.byCharity')} rows={rows.charities} limit={5} empty={t('report.noCharityGift')} testId="summary-charities" />
        <ReportList title={t('donations.byProject')} rows={rows.projects} limit={5} empty={t('report.noProjectGift')} testId="summary-projects" />
        <ReportList title={t('donations.byFundraiser')} rows={rows.fundraisers} limit={5} empty={t('donations.noFundraiserGift')} testId="summary-fundraisers" />
      </div>
    </div>
  );
}
