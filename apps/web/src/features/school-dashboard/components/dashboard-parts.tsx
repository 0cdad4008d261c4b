import { ACTIVITY_DAYS, type TMoneyTotal, type TPublicationCounts, type TSiteNumbers } from '@commonshelf/shared/admin/school-dashboard.schemas';
import { useTranslation } from 'react-i18next';
import { Bars, ColumnChart, StatCard, StatCardsSkeleton, type ColumnPoint } from '../../../components/ui/stats';
import { formatAmounts, formatMinorAmount, formatNumber, longDateLocale } from '../../../lib/format';

/** Pieces the school's and the organization's dashboards share. */

const dayMonth = (iso: string) => new Intl.DateTimeFormat(longDateLocale(), { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(iso));

/** Weeks as columns, each labelled with its Monday ("5 Jan"). */
export function ReadingsChart({ weeks, testId }: { weeks: { week: string; count: number }[]; testId: string }) {
  const { t } = useTranslation('dashboard');
  const points: ColumnPoint[] = weeks.map((w) => ({ key: w.week, label: t('weekOf', { date: dayMonth(`${w.week}T00:00:00Z`) }), count: w.count }));
  return (
    <>
      <ColumnChart points={points} caption={t('readingsCaption')} unit={t('readingsUnit')} testId={testId} />
      {weeks.some((w) => w.count) ? null : <p className="mt-2 text-sm text-ink-muted">{t('noReadings')}</p>}
    </>
  );
}

export function DashboardSkeleton({ cards = 8 }: { cards?: number }) {
  const { t } = useTranslation('dashboard');
  return <StatCardsSkeleton cards={cards} label={t('loading')} testId="dashboard-loading" />;
}

/** Paid gifts per currency, each on its line, and the total count. */
export function MoneyList({ totals, empty, testId }: { totals: TMoneyTotal[]; empty: string; testId: string }) {
  const { t } = useTranslation('dashboard');
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
            <span className="text-sm text-ink-muted">{t('gifts', { count: m.count })}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-muted">{t('paidGifts', { count: gifts })}</p>
    </div>
  );
}

const STATUSES = ['published', 'pending', 'draft', 'rejected'] as const satisfies readonly (keyof Omit<TPublicationCounts, 'total'>)[];

/** Books or stories by status, as bars with their counts. */
export function StatusBars({ counts, empty }: { counts: TPublicationCounts; empty: string }) {
  const { t } = useTranslation('dashboard');
  const rows = STATUSES.map((k) => ({ key: k, label: t(`status.${k}`), count: counts[k] }));
  return counts.total ? <Bars rows={rows} empty={empty} /> : <p className="text-sm text-ink-muted">{empty}</p>;
}

/** Course enrolments and completions, each with how many were recent. */
export function CourseStatCards({ courses: c }: { courses: TSiteNumbers['courses'] }) {
  const { t } = useTranslation('dashboard');
  const recent = (n: number) => t('recent', { n: formatNumber(n), days: ACTIVITY_DAYS });
  return (
    <>
      <StatCard label={t('enrolments')} value={c.enrolments} hint={recent(c.recent_enrolments)} testId="stat-enrolments" />
      <StatCard label={t('completions')} value={c.completions} hint={recent(c.recent_completions)} testId="stat-completions" />
    </>
  );
}
