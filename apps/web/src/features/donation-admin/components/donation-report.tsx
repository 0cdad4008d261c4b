import type { TDonationReport, TDonationSums } from '@commonshelf/shared/charities/donation-admin.schemas';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatCount, StatPanel } from '../../../components/ui/stats';
import { formatMinorAmount } from '../../../lib/format';

/**
 * The donation report's pieces, shared by the charities dashboard and a school's donations page:
 * sums per currency (amounts in different currencies are never added up), and lists of causes,
 * pages and sites with what they raised.
 */

/** "12 gifts · 9 donors", and what was refunded when there was any. */
export function sumsNote(s: TDonationSums): string {
  const t = i18next.getFixedT(null, 'adminGiving');
  const parts: string[] = [t('report.gifts', { count: s.gifts }), t('report.donors', { count: s.donors })];
  if (s.refunded_gifts) parts.push(t('report.refunded', { amount: formatMinorAmount(s.refunded_minor, s.currency), gifts: t('report.gifts', { count: s.refunded_gifts }) }));
  return parts.join(' · ');
}

/** One card per currency: what was raised, from how many gifts and donors, and what was refunded. */
export function CurrencyTotals({ totals, testId = 'donation-totals' }: { totals: TDonationReport['totals']; testId?: string }) {
  const { t } = useTranslation('adminGiving');
  if (!totals.length) return null;
  return (
    <ul role="list" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid={testId}>
      {totals.map((total) => (
        <li key={total.currency} data-testid="currency-total" data-currency={total.currency} className="flex min-w-0 flex-col gap-1 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card">
          <span className="text-sm font-semibold text-ink-soft">{t('report.raisedIn', { currency: total.currency })}</span>
          <span className="text-3xl font-black tracking-tight wrap-anywhere text-ink tabular-nums" data-testid="currency-total-amount">
            {formatMinorAmount(total.minor, total.currency)}
          </span>
          <span className="text-xs text-ink-muted">{sumsNote(total)}</span>
        </li>
      ))}
    </ul>
  );
}

export type ReportRow = { key: string; name: string; to?: string | undefined; sub?: string | undefined; filter: string; sums: TDonationSums[] };

/**
 * A ranked list of what raised money (a charity, a project, a page or a site): its name (a link to
 * its details when there are any), what it raised in each currency with gifts and donors, and a
 * link to its donations in the list.
 */
export function ReportList({ title, rows, empty, limit, testId }: { title: string; rows: ReportRow[]; empty: string; limit?: number; testId: string }) {
  const { t } = useTranslation('adminGiving');
  const shown = limit ? rows.slice(0, limit) : rows;
  return (
    <StatPanel title={title} testId={testId}>
      {shown.length === 0 ? (
        <p className="text-sm text-ink-muted">{empty}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line-soft">
          {shown.map((r) => (
            <li key={r.key} data-testid="report-row" className="flex flex-col gap-1 py-2.5 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
                {r.to ? (
                  <Link to={r.to} className="min-w-0 font-semibold wrap-anywhere text-ink underline decoration-line underline-offset-2 hover:text-primary hover:decoration-primary">
                    {r.name}
                  </Link>
                ) : (
                  <span className="min-w-0 font-semibold wrap-anywhere text-ink">{r.name}</span>
                )}
                <Link to={r.filter} className="inline-flex min-h-6 shrink-0 items-center text-xs font-semibold text-primary underline-offset-2 hover:underline">
                  {t('report.donations')}
                  <span className="sr-only">{t('report.donationsTo', { name: r.name })}</span>
                </Link>
              </div>
              {r.sub ? <p className="text-xs wrap-anywhere text-ink-muted">{r.sub}</p> : null}
              {r.sums.map((s) => (
                <p key={s.currency} className="flex flex-wrap items-baseline justify-between gap-x-3" data-currency={s.currency}>
                  <span className="text-xs text-ink-muted">{sumsNote(s)}</span>
                  <span className="font-bold text-ink tabular-nums" data-testid="report-amount">
                    {formatMinorAmount(s.minor, s.currency)}
                  </span>
                </p>
              ))}
            </li>
          ))}
        </ol>
      )}
      {limit && rows.length > limit ? <p className="mt-3 text-xs text-ink-muted">{t('report.top', { limit: formatCount(limit), total: formatCount(rows.length) })}</p> : null}
    </StatPanel>
  );
}

type Links = { donations: string; charity?: (id: number) => string };
type Entry = Omit<ReportRow, 'sums'>;

/** One row per thing, its currencies' sums together, in the report's order (the biggest first). */
function grouped<T extends TDonationSums>(rows: T[], entry: (r: T) => Entry): ReportRow[] {
  const out = new Map<string, ReportRow>();
  for (const r of rows) {
    const e = entry(r);
    const sums: TDonationSums = { currency: r.currency, minor: r.minor, gifts: r.gifts, donors: r.donors, refunded_minor: r.refunded_minor, refunded_gifts: r.refunded_gifts };
    const row = out.get(e.key);
    if (row) row.sums.push(sums);
    else out.set(e.key, { ...e, sums: [sums] });
  }
  return [...out.values()];
}

/** The report's lists as rows, with links into the donations list (`donations?charity=…`) and to a charity's details. */
export function reportRows(r: TDonationReport, links: Links) {
  const t = i18next.getFixedT(null, 'adminGiving');
  const q = (key: string, value: string | number) => `${links.donations}?${new URLSearchParams({ [key]: String(value) })}`;
  return {
    charities: grouped(r.by_charity, (c) => ({
      key: String(c.charity.id),
      name: c.charity.name,
      to: links.charity?.(c.charity.id),
      sub: c.charity.platform_wide ? t('report.platformWide') : undefined,
      filter: q('charity', c.charity.id),
    })),
    projects: grouped(r.by_project, (p) => ({ key: String(p.project.id), name: p.project.title, sub: p.charity.name, filter: q('project', p.project.id) })),
    fundraisers: grouped(r.by_fundraiser, (f) => ({
      key: String(f.fundraiser.id),
      name: f.fundraiser.title,
      sub: [f.fundraiser.owner.name, f.site?.name].filter(Boolean).join(' · '),
      filter: q('fundraiser', f.fundraiser.id),
    })),
    sites: grouped(r.by_site, (s) => ({ key: s.site?.id ?? 'main', name: s.site?.name ?? t('report.mainSite'), filter: q('site', s.site?.id ?? 'main') })),
  };
}
