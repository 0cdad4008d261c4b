import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uiLocale } from '../../i18n';
import { formatAmounts } from '../../lib/format';
import { AlertIcon } from './icons';
import { Skeleton } from './skeleton';

/**
 * The dashboards' pieces (the platform's, the library's): numbers with what they count, titled
 * panels, horizontal bars and a column chart over time. Every chart says the same in text (labels
 * and counts, or a table for screen readers), so the bars only repeat the numbers.
 */

// Formatters follow the UI language; each is made once per language.
function cached<T>(make: (locale: string) => T): () => T {
  const made = new Map<string, T>();
  return () => {
    const locale = uiLocale();
    let value = made.get(locale);
    if (value === undefined) made.set(locale, (value = make(locale)));
    return value;
  };
}
const number = cached((locale) => new Intl.NumberFormat(locale));
export const formatCount = (n: number) => number().format(n);

/** A number with what it counts; a link when it leads to the matching list. */
export function StatCard({ label, value, hint, to, testId }: { label: string; value: number; hint?: string; to?: string; testId: string }) {
  const body = (
    <>
      <span className="text-sm font-semibold text-ink-soft">{label}</span>
      <span className="text-3xl font-black tracking-tight text-ink tabular-nums" data-testid={`${testId}-value`}>
        {number().format(value)}
      </span>
      {hint ? <span className="text-xs text-ink-muted">{hint}</span> : null}
    </>
  );
  const box = 'flex min-w-0 flex-col gap-1 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card';
  return to ? (
    <Link to={to} className={`${box} transition-colors hover:border-primary`} data-testid={testId}>
      {body}
    </Link>
  ) : (
    <div className={box} data-testid={testId}>
      {body}
    </div>
  );
}

export function StatPanel({ title, children, testId, className = '' }: { title: string; children: ReactNode; testId?: string; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className={`min-w-0 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-5 ${className}`}>
      <h2 id={id} className="mb-3 text-base font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Horizontal bars, each with its label and count in text. */
export function Bars({ rows, empty }: { rows: { key: string; label: string; count: number }[]; empty: string }) {
  const max = Math.max(1, ...rows.map((r) => r.count));
  if (!rows.length) return <p className="text-sm text-ink-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-2.5">
      {rows.map((r) => (
        <li key={r.key} className="grid grid-cols-[minmax(0,9rem)_minmax(0,1fr)_auto] items-center gap-3 text-sm">
          <span className="truncate text-ink-soft" title={r.label}>
            {r.label}
          </span>
          <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-surface-alt">
            <span className="block h-full rounded-full bg-primary" style={{ width: `${(r.count / max) * 100}%` }} />
          </span>
          <span className="text-right font-semibold text-ink tabular-nums">{number().format(r.count)}</span>
        </li>
      ))}
    </ul>
  );
}

export type ColumnPoint = { key: string; label: string; count: number; detail?: string };

/** Counts over time as columns; the table under it says the same for screen readers. */
export function ColumnChart({ points, caption, unit, testId }: { points: ColumnPoint[]; caption: string; unit: string; testId: string }) {
  const { t } = useTranslation('adminShared');
  const max = Math.max(1, ...points.map((p) => p.count));
  if (!points.length) return null;
  return (
    <figure className="m-0">
      <div aria-hidden="true" className="flex h-36 items-end gap-[3px] border-b border-line-soft" data-testid={testId}>
        {points.map((p) => (
          <div key={p.key} className="relative flex h-full min-w-0 flex-1 items-end" title={`${p.label}: ${number().format(p.count)}${p.detail ? ` · ${p.detail}` : ''}`} data-count={p.count}>
            <div className={`w-full rounded-t ${p.count ? 'bg-primary' : 'bg-line-soft'}`} style={{ height: p.count ? `${Math.max(4, (p.count / max) * 100)}%` : '2px' }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-muted">
        <span>{points[0]!.label}</span>
        <span>{points.at(-1)!.label}</span>
      </div>
      {/* The numbers for screen readers. The hidden box is a div: a table grows to its content whatever its width, and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.when')}</th>
              <th scope="col">{unit}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.key}>
                <td>{p.label}</td>
                <td>
                  {p.count}
                  {p.detail ? ` (${p.detail})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** A count of something waiting, linking to where it is dealt with; highlighted while it is not zero. */
export function AttentionLink({ icon, count, one, many, to, testId }: { icon: ReactNode; count: number; one: string; many: string; to: string; testId: string }) {
  return (
    <li>
      <Link
        to={to}
        data-testid={testId}
        data-count={count}
        className={`flex items-center gap-3 rounded-2xl border p-3 transition-colors hover:border-primary ${count ? 'border-announcement bg-announcement/60' : 'border-line-soft'}`}
      >
        <span className={`flex size-10 shrink-0 items-center justify-center rounded-full ${count ? 'bg-surface text-book-button' : 'bg-surface-alt text-ink-muted'}`}>
          {count ? <AlertIcon size={20} /> : icon}
        </span>
        <span className="min-w-0 text-sm text-ink">
          <span className="text-xl font-black tabular-nums">{formatCount(count)}</span> {count === 1 ? one : many}
        </span>
      </Link>
    </li>
  );
}

const monthFormat = cached((locale) => new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit', timeZone: 'UTC' }));
/** A `YYYY-MM` month as the charts name it ("Nov 26"). */
export const monthLabel = (month: string) => monthFormat().format(new Date(`${month}-01T00:00:00Z`));

type Amounts = { currency: string; minor: number }[];
export type MonthMoney = { month: string; count: number; amounts: Amounts };

/** Months of gifts or orders as columns: how many, with the sums per currency in the text. */
export const monthMoneyPoints = (months: MonthMoney[]): ColumnPoint[] =>
  months.map((m) => ({ key: m.month, label: monthLabel(m.month), count: m.count, ...(m.amounts.length ? { detail: formatAmounts(m.amounts) } : {}) }));

/** The sums per currency over the months (never added across currencies), by currency code. */
export function amountsOver(months: MonthMoney[]): Amounts {
  const by = new Map<string, number>();
  for (const m of months) for (const a of m.amounts) by.set(a.currency, (by.get(a.currency) ?? 0) + a.minor);
  return [...by].map(([currency, minor]) => ({ currency, minor })).sort((a, b) => a.currency.localeCompare(b.currency));
}

/**
 * Stand-ins for a dashboard's stat cards while its numbers load. `columns` is the wide-screen grid
 * (a literal Tailwind class, e.g. `lg:grid-cols-5`).
 */
export function StatCardsSkeleton({ cards, label, columns = 'lg:grid-cols-4', testId }: { cards: number; label: string; columns?: string; testId?: string }) {
  return (
    <div role="status" className={`grid grid-cols-2 gap-3 ${columns}`} data-testid={testId}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: cards }, (_, i) => (
        <Skeleton key={i} className="h-28 rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}
