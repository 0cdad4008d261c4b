import type { TAdminBookStats } from '@commonshelf/shared/library/book-admin.schemas';
import { REACTION_LABELS } from '@commonshelf/shared/library/library.schemas';
import { PUBLICATION_STATUSES } from '@commonshelf/shared/library/publishing.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uiLocale } from '../../../i18n';
import { buttonClass } from '../../../components/ui/button';
import { BookIcon, PenIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Bars, ColumnChart, formatCount, StatCard, StatPanel } from '../../../components/ui/stats';
import { ErrorState } from '../../../components/ui/state-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminBookStatsQuery } from '../api/book-admin.api';
import { bookEditorPath, bookListPath, bookViewPath, useBookAdminBase } from '../book-admin-paths';
import { CoverThumb, formatLabel, languageName } from './book-admin-ui';

const dayOf = (date: string) => new Intl.DateTimeFormat(uiLocale(), { day: 'numeric', month: 'short' }).format(new Date(`${date}T12:00:00Z`));

/** Readings per day. */
function ReadingsChart({ daily }: { daily: TAdminBookStats['readings']['daily'] }) {
  const { t } = useTranslation('books');
  return (
    <ColumnChart
      points={daily.map((d) => ({ key: d.date, label: dayOf(d.date), count: d.count }))}
      caption={t('admin.stats.perDay', { count: daily.length })}
      unit={t('admin.list.colReadings')}
      testId="readings-chart"
    />
  );
}

function StatsSkeleton() {
  const { t } = useTranslation('books');
  return (
    <div role="status" className="flex flex-col gap-4" data-testid="book-stats-loading">
      <span className="sr-only">{t('admin.stats.loading')}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-24 rounded-[var(--radius-card)]" />
        ))}
      </div>
      <Skeleton className="h-56 rounded-[var(--radius-card)]" />
    </div>
  );
}

/** The headline numbers: the spec's all books and featured books, then waiting for review and readings. */
function Headline({ stats, base }: { stats: TAdminBookStats; base: ReturnType<typeof useBookAdminBase> }) {
  const { t } = useTranslation('books');
  const list = bookListPath(base);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label={t('admin.allBooks')} value={stats.book_stats.all_book} hint={t('admin.stats.publishedInAll', { all: formatCount(stats.by_status.all) })} to={`${list}?status=published`} testId="stat-all-books" />
      <StatCard label={t('admin.stats.featured')} value={stats.book_stats.featured_book} hint={t('admin.stats.featuredHint')} to={`${list}?featured=true`} testId="stat-featured-books" />
      <StatCard label={t('admin.list.tabs.pending')} value={stats.by_status.pending} hint={t('admin.stats.studentsBooks')} to={`${list}?status=pending`} testId="stat-pending-books" />
      <StatCard label={t('admin.list.colReadings')} value={stats.readings.last_30_days} hint={t('admin.stats.last30InAll', { all: formatCount(stats.readings.total) })} testId="stat-readings" />
    </div>
  );
}

function MostRead({ stats, base }: { stats: TAdminBookStats; base: ReturnType<typeof useBookAdminBase> }) {
  const { t } = useTranslation('books');
  if (!stats.most_read.length) return <p className="text-sm text-ink-muted">{t('admin.stats.noneRead')}</p>;
  return (
    <ol className="flex flex-col gap-2" data-testid="most-read">
      {stats.most_read.map((b, i) => (
        <li key={b.id}>
          <Link to={bookViewPath(base, b.id)} className="flex items-center gap-3 rounded-xl p-1.5 hover:bg-primary-light">
            <span className="w-5 text-center text-sm font-bold text-ink-muted">{i + 1}</span>
            <CoverThumb src={b.cover} className="h-12 w-9" />
            <span className="min-w-0 flex-1 truncate font-semibold text-ink">{b.title}</span>
            <span className="text-sm font-semibold text-ink-soft tabular-nums">{formatCount(b.readings)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

function StatsGrid({ stats, base, compact }: { stats: TAdminBookStats; base: ReturnType<typeof useBookAdminBase>; compact?: boolean }) {
  const { t } = useTranslation(['books', 'publishing']);
  const statusRows = PUBLICATION_STATUSES.map((s) => ({ key: s, label: t(`publishing:status.${s}`), count: stats.by_status[s] }));
  const reactionRows = stats.reactions.by_kind.map((r) => ({ key: r.kind, label: `${REACTION_LABELS[r.kind].emoji} ${t(`reactions.kinds.${r.kind}`)}`, count: r.count }));
  return (
    <div className="flex flex-col gap-4" data-testid="book-stats">
      <Headline stats={stats} base={base} />
      <div className="grid gap-4 lg:grid-cols-3">
        <StatPanel title={t('admin.stats.readings30')} className="lg:col-span-2" testId="stats-readings">
          <ReadingsChart daily={stats.readings.daily} />
        </StatPanel>
        <StatPanel title={t('admin.stats.mostRead')} testId="stats-most-read">
          <MostRead stats={stats} base={base} />
        </StatPanel>
      </div>
      {compact ? null : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <StatPanel title={t('admin.stats.byStatus')} testId="stats-status">
            <Bars rows={statusRows} empty={t('admin.stats.noBooks')} />
          </StatPanel>
          <StatPanel title={t('admin.stats.byLanguage')} testId="stats-language">
            <Bars rows={stats.by_language.map((l) => ({ key: l.code, label: languageName(l.code), count: l.count }))} empty={t('admin.stats.noPublished')} />
          </StatPanel>
          <StatPanel title={t('admin.stats.byLevel')} testId="stats-level">
            <Bars rows={stats.by_level.map((l) => ({ key: String(l.level), label: t('admin.level', { level: l.level }), count: l.count }))} empty={t('admin.stats.noPublished')} />
          </StatPanel>
          <StatPanel title={t('admin.stats.byCategory')} testId="stats-category">
            <Bars rows={stats.by_category.map((c) => ({ key: String(c.id ?? 'none'), label: c.id === null ? t('admin.list.noCategory') : c.name, count: c.count }))} empty={t('admin.stats.noPublished')} />
          </StatPanel>
          <StatPanel title={t('admin.stats.byFormat')} testId="stats-format">
            <Bars rows={stats.by_format.map((f) => ({ key: f.format, label: formatLabel(f.format), count: f.count }))} empty={t('admin.stats.noPublished')} />
          </StatPanel>
          <StatPanel title={t('admin.stats.reactions', { total: formatCount(stats.reactions.total) })} testId="stats-reactions">
            <Bars rows={reactionRows} empty={t('admin.stats.noReactions')} />
          </StatPanel>
        </div>
      )}
    </div>
  );
}

/** The library's numbers: loading, error with retry, then the cards (compact on the school's books page). */
export function BookStatsPanel({ compact }: { compact?: boolean }) {
  const base = useBookAdminBase();
  const { t } = useTranslation('books');
  const { data, error, isLoading, isFetching, refetch } = useGetAdminBookStatsQuery();
  if (isLoading) return <StatsSkeleton />;
  if (error || !data) return <ErrorState what={t('admin.stats.theStats')} onRetry={() => void refetch()} retrying={isFetching} />;
  return <StatsGrid stats={data} base={base} compact={compact} />;
}

/** `/admin-panel/books-dashboard`: the platform library's numbers. */
export function BooksDashboardPage() {
  const { t } = useTranslation('books');
  useDocumentTitle(t('admin.list.dashboard'));
  const base = useBookAdminBase();
  return (
    <section aria-labelledby="books-dashboard-title" className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="books-dashboard">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id="books-dashboard-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {t('admin.list.dashboard')}
          </h1>
          <p className="mt-1 max-w-2xl text-ink-soft">{t('admin.stats.intro')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={bookListPath(base)} className={buttonClass('secondary', 'md')}>
            <BookIcon size={18} />
            {t('admin.allBooks')}
          </Link>
          <Link to={bookEditorPath(base)} className={buttonClass('primary', 'md')} data-testid="add-book">
            <PenIcon size={18} />
            {t('admin.addBook')}
          </Link>
        </div>
      </div>
      <BookStatsPanel />
    </section>
  );
}
