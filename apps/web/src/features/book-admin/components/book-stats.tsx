import type { TAdminBookStats } from '@commonshelf/shared/library/book-admin.schemas';
import { REACTION_LABELS } from '@commonshelf/shared/library/library.schemas';
import { PUBLICATION_STATUS_LABELS, PUBLICATION_STATUSES } from '@commonshelf/shared/library/publishing.schemas';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { BookIcon, PenIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAdminBookStatsQuery } from '../api/book-admin.api';
import { bookEditorPath, bookListPath, bookViewPath, useBookAdminBase } from '../book-admin-paths';
import { CoverThumb, FORMAT_LABELS, languageName } from './book-admin-ui';

const number = new Intl.NumberFormat();
const dayLabel = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short' });
const dayOf = (date: string) => dayLabel.format(new Date(`${date}T12:00:00Z`));

/** A number with what it counts; a link when it leads to the matching list. */
function StatCard({ label, value, hint, to, testId }: { label: string; value: number; hint?: string; to?: string; testId: string }) {
  const body = (
    <>
      <span className="text-sm font-semibold text-ink-soft">{label}</span>
      <span className="text-3xl font-black tracking-tight text-ink tabular-nums" data-testid={`${testId}-value`}>
        {number.format(value)}
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

function Card({ title, children, testId, className = '' }: { title: string; children: ReactNode; testId?: string; className?: string }) {
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

/** Horizontal bars, each with its label and count in text (the bar only repeats the number). */
function Bars({ rows, empty }: { rows: { key: string; label: string; count: number }[]; empty: string }) {
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
          <span className="text-right font-semibold text-ink tabular-nums">{number.format(r.count)}</span>
        </li>
      ))}
    </ul>
  );
}

/** Readings per day as columns; the table under it says the same for screen readers. */
function ReadingsChart({ daily }: { daily: TAdminBookStats['readings']['daily'] }) {
  const max = Math.max(1, ...daily.map((d) => d.count));
  return (
    <figure className="m-0">
      <div aria-hidden="true" className="flex h-36 items-end gap-[3px] border-b border-line-soft" data-testid="readings-chart">
        {daily.map((d) => (
          <div key={d.date} className="group relative flex h-full min-w-0 flex-1 items-end" title={`${dayOf(d.date)}: ${d.count}`}>
            <div className={`w-full rounded-t ${d.count ? 'bg-primary' : 'bg-line-soft'}`} style={{ height: d.count ? `${Math.max(4, (d.count / max) * 100)}%` : '2px' }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-ink-muted">
        <span>{dayOf(daily[0]!.date)}</span>
        <span>{dayOf(daily.at(-1)!.date)}</span>
      </div>
      <table className="sr-only">
        <caption>Readings per day, last {daily.length} days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Readings</th>
          </tr>
        </thead>
        <tbody>
          {daily.map((d) => (
            <tr key={d.date}>
              <td>{dayOf(d.date)}</td>
              <td>{d.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function StatsSkeleton() {
  return (
    <div role="status" className="flex flex-col gap-4" data-testid="book-stats-loading">
      <span className="sr-only">Loading the numbers…</span>
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
  const list = bookListPath(base);
  return (
    <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="All books" value={stats.book_stats.all_book} hint={`Published · ${number.format(stats.by_status.all)} in all`} to={`${list}?status=published`} testId="stat-all-books" />
      <StatCard label="Featured books" value={stats.book_stats.featured_book} hint="On the library’s home page" to={`${list}?featured=true`} testId="stat-featured-books" />
      <StatCard label="Waiting for review" value={stats.by_status.pending} hint="Students’ books" to={`${list}?status=pending`} testId="stat-pending-books" />
      <StatCard label="Readings" value={stats.readings.last_30_days} hint={`Last 30 days · ${number.format(stats.readings.total)} in all`} testId="stat-readings" />
    </div>
  );
}

function MostRead({ stats, base }: { stats: TAdminBookStats; base: ReturnType<typeof useBookAdminBase> }) {
  if (!stats.most_read.length) return <p className="text-sm text-ink-muted">No book has been opened in the reader yet.</p>;
  return (
    <ol className="flex flex-col gap-2" data-testid="most-read">
      {stats.most_read.map((b, i) => (
        <li key={b.id}>
          <Link to={bookViewPath(base, b.id)} className="flex items-center gap-3 rounded-xl p-1.5 hover:bg-primary-light">
            <span className="w-5 text-center text-sm font-bold text-ink-muted">{i + 1}</span>
            <CoverThumb src={b.cover} className="h-12 w-9" />
            <span className="min-w-0 flex-1 truncate font-semibold text-ink">{b.title}</span>
            <span className="text-sm font-semibold text-ink-soft tabular-nums">{number.format(b.readings)}</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}

function StatsGrid({ stats, base, compact }: { stats: TAdminBookStats; base: ReturnType<typeof useBookAdminBase>; compact?: boolean }) {
  const statusRows = PUBLICATION_STATUSES.map((s) => ({ key: s, label: PUBLICATION_STATUS_LABELS[s], count: stats.by_status[s] }));
  const reactionRows = stats.reactions.by_kind.map((r) => ({ key: r.kind, label: `${REACTION_LABELS[r.kind].emoji} ${REACTION_LABELS[r.kind].label}`, count: r.count }));
  return (
    <div className="flex flex-col gap-4" data-testid="book-stats">
      <Headline stats={stats} base={base} />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="Readings, last 30 days" className="lg:col-span-2" testId="stats-readings">
          <ReadingsChart daily={stats.readings.daily} />
        </Card>
        <Card title="Most read" testId="stats-most-read">
          <MostRead stats={stats} base={base} />
        </Card>
      </div>
      {compact ? null : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <Card title="Books by status" testId="stats-status">
            <Bars rows={statusRows} empty="No books yet." />
          </Card>
          <Card title="Published books by language" testId="stats-language">
            <Bars rows={stats.by_language.map((l) => ({ key: l.code, label: languageName(l.code), count: l.count }))} empty="No published books yet." />
          </Card>
          <Card title="Published books by reading level" testId="stats-level">
            <Bars rows={stats.by_level.map((l) => ({ key: String(l.level), label: `Level ${l.level}`, count: l.count }))} empty="No published books yet." />
          </Card>
          <Card title="Published books by category" testId="stats-category">
            <Bars rows={stats.by_category.map((c) => ({ key: String(c.id ?? 'none'), label: c.name, count: c.count }))} empty="No published books yet." />
          </Card>
          <Card title="Published books by format" testId="stats-format">
            <Bars rows={stats.by_format.map((f) => ({ key: f.format, label: FORMAT_LABELS[f.format], count: f.count }))} empty="No published books yet." />
          </Card>
          <Card title={`Reactions (${number.format(stats.reactions.total)})`} testId="stats-reactions">
            <Bars rows={reactionRows} empty="No reactions yet." />
          </Card>
        </div>
      )}
    </div>
  );
}

/** The library's numbers: loading, error with retry, then the cards (compact on the school's books page). */
export function BookStatsPanel({ compact }: { compact?: boolean }) {
  const base = useBookAdminBase();
  const { data, error, isLoading, isFetching, refetch } = useGetAdminBookStatsQuery();
  if (isLoading) return <StatsSkeleton />;
  if (error || !data) return <ErrorState what="the book statistics" onRetry={() => void refetch()} retrying={isFetching} />;
  return <StatsGrid stats={data} base={base} compact={compact} />;
}

/** `/admin-panel/books-dashboard`: the platform library's numbers. */
export function BooksDashboardPage() {
  useDocumentTitle('Books dashboard');
  const base = useBookAdminBase();
  return (
    <section aria-labelledby="books-dashboard-title" className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="books-dashboard">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 id="books-dashboard-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            Books dashboard
          </h1>
          <p className="mt-1 max-w-2xl text-ink-soft">The platform library every site reads: its books, what is featured, and how much they are read.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={bookListPath(base)} className={buttonClass('secondary', 'md')}>
            <BookIcon size={18} />
            All books
          </Link>
          <Link to={bookEditorPath(base)} className={buttonClass('primary', 'md')} data-testid="add-book">
            <PenIcon size={18} />
            Add a book
          </Link>
        </div>
      </div>
      <BookStatsPanel />
    </section>
  );
}
