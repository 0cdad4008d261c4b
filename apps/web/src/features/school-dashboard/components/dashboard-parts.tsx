import { ACTIVITY_DAYS, type TMoneyTotal, type TPublicationCounts, type TSiteNumbers } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { Bars, ColumnChart, formatCount, StatCard, StatCardsSkeleton, type ColumnPoint } from '../../../components/ui/stats';
import { formatAmounts, formatMinorAmount, pluralize } from '../../../lib/format';

/** Pieces the school's and the organization's dashboards share. */

const dayMonth = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Weeks as columns, each labelled with its Monday ("5 Jan"). */
export function ReadingsChart({ weeks, testId }: { weeks: { week: string; count: number }[]; testId: string }) {
  const points: ColumnPoint[] = weeks.map((w) => ({ key: w.week, label: `Week of ${dayMonth.format(new Date(`${w.week}T00:00:00Z`))}`, count: w.count }));
  return (
    <>
      <ColumnChart points={points} caption="Books opened per week" unit="Readings" testId={testId} />
      {weeks.some((w) => w.count) ? null : <p className="mt-2 text-sm text-ink-muted">No book has been opened in these weeks yet.</p>}
    </>
  );
}

export function DashboardSkeleton({ cards = 8 }: { cards?: number }) {
  return <StatCardsSkeleton cards={cards} label="Loading the dashboard…" testId="dashboard-loading" />;
}

/** Paid gifts per currency, each on its line, and the total count. */
export function MoneyList({ totals, empty, testId }: { totals: TMoneyTotal[]; empty: string; testId: string }) {
  if (!totals.length) return <p className="text-sm text-ink-muted" data-testid={testId}>{empty}</p>;
  const gifts = totals.reduce((s, m) => s + m.count, 0);
  return (
    <div data-testid={testId} data-total={formatAmounts(totals)}>
      <ul className="flex flex-col gap-2">
        {totals.map((m) => (
          <li key={m.currency} className="flex items-baseline justify-between gap-3 border-b border-line-soft pb-2 last:border-b-0">
            <span className="text-2xl font-black text-ink tabular-nums" data-testid="money-amount">
              {formatMinorAmount(m.minor, m.currency)}
            </span>
            <span className="text-sm text-ink-muted">{pluralize(m.count, 'gift')}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-muted">{pluralize(gifts, 'paid gift')} in all; refunded gifts are left out.</p>
    </div>
  );
}

const STATUS_LABELS: Record<keyof Omit<TPublicationCounts, 'total'>, string> = {
  published: 'Published',
  pending: 'Waiting for review',
  draft: 'Drafts',
  rejected: 'Not accepted',
};

/** Books or stories by status, as bars with their counts. */
export function StatusBars({ counts, empty }: { counts: TPublicationCounts; empty: string }) {
  const rows = (Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[]).map((k) => ({ key: k, label: STATUS_LABELS[k], count: counts[k] }));
  return counts.total ? <Bars rows={rows} empty={empty} /> : <p className="text-sm text-ink-muted">{empty}</p>;
}

/** Course enrolments and completions, each with how many were recent. */
export function CourseStatCards({ courses: c }: { courses: TSiteNumbers['courses'] }) {
  const recent = (n: number) => `${formatCount(n)} in the last ${ACTIVITY_DAYS} days`;
  return (
    <>
      <StatCard label="Course enrolments" value={c.enrolments} hint={recent(c.recent_enrolments)} testId="stat-enrolments" />
      <StatCard label="Courses completed" value={c.completions} hint={recent(c.recent_completions)} testId="stat-completions" />
    </>
  );
}
