import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { BookIcon, FileTextIcon, RefreshIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatNumber } from '../../../lib/format';
import type { Loadable } from '../../../lib/load-status';
import { useAppDispatch } from '../../../lib/redux-hooks';
import {
  fetchTeacherBookStats,
  fetchTeacherStoryStats,
  selectStats,
  TEACHER_BOOK_STATS_ERROR,
  TEACHER_STORY_STATS_ERROR,
  type TTeacherStats,
} from '../stats.slice';

type Counts = { total: number; draft: number; pending: number; published: number; rejected: number };

/** The counts the server sends (`/teacher/book-stats/`, `/teacher/blog-stats/`), or null when they are not numbers. */
function countsOf(data: TTeacherStats | null): Counts | null {
  if (!data) return null;
  const keys = ['total', 'draft', 'pending', 'published', 'rejected'] as const;
  return keys.every((k) => typeof data[k] === 'number') ? (Object.fromEntries(keys.map((k) => [k, data[k]])) as Counts) : null;
}

/**
 * The teacher's numbers on the dashboard: books and stories by their students (every student of the
 * school for its admins) by status, through the stats slice; each card fails and retries on its own.
 */
export function TeacherStats() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const { books, stories, revision } = useSelector(selectStats);
  // Asked for on arrival, and again after each decision in the review queue below.
  useEffect(() => {
    void dispatch(fetchTeacherBookStats());
    void dispatch(fetchTeacherStoryStats());
  }, [dispatch, revision]);
  return (
    <div className="mb-6 grid gap-4 sm:grid-cols-2" data-testid="teacher-stats">
      <StatsCard title={t('teacherStats.books')} icon={<BookIcon size={20} />} state={books} onRetry={() => void dispatch(fetchTeacherBookStats())} testId="teacher-book-stats" kind="books" />
      <StatsCard title={t('teacherStats.stories')} icon={<FileTextIcon size={20} />} state={stories} onRetry={() => void dispatch(fetchTeacherStoryStats())} testId="teacher-story-stats" kind="stories" />
    </div>
  );
}

/** `kind` lets a language agree the labels with the noun (in Spanish, libros publicados but historias publicadas). */
function StatsCard({ title, icon, state, onRetry, testId, kind }: { title: string; icon: ReactNode; state: Loadable<TTeacherStats | null>; onRetry: () => void; testId: string; kind: 'books' | 'stories' }) {
  const { t } = useTranslation('dashboard');
  const counts = countsOf(state.data);
  return (
    <section aria-label={title} className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card" data-testid={testId}>
      <h3 className="flex items-center gap-2 text-base font-bold text-ink">
        <span aria-hidden="true" className="text-primary">
          {icon}
        </span>
        {title}
      </h3>
      {state.status === 'failed' ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-ink-soft">
          <span>{state.error === TEACHER_BOOK_STATS_ERROR ? t('teacherStats.booksFailed') : state.error === TEACHER_STORY_STATS_ERROR ? t('teacherStats.storiesFailed') : state.error}</span>
          <button type="button" onClick={onRetry} className="inline-flex items-center gap-1.5 font-semibold text-primary-dark hover:underline">
            <RefreshIcon size={16} />
            {t('teacherStats.tryAgain')}
          </button>
        </div>
      ) : !counts ? (
        state.status === 'succeeded' ? <p className="mt-3 text-sm text-ink-muted">{t('teacherStats.unavailable')}</p> : <Skeleton className="mt-3 h-14 rounded-xl" />
      ) : (
        <dl className="mt-3 grid grid-cols-3 gap-2 text-center">
          <Figure label={t('teacherStats.published', { context: kind })} value={counts.published} testId={`${testId}-published`} />
          <Figure label={t('teacherStats.waiting')} value={counts.pending} testId={`${testId}-pending`} strong={counts.pending > 0} />
          <Figure label={t('teacherStats.drafts')} value={counts.draft} testId={`${testId}-draft`} />
        </dl>
      )}
      {counts && counts.pending > 0 ? (
        <a href="#review-queue" className="mt-3 inline-block text-sm font-semibold text-primary-dark hover:underline">
          {t('teacherStats.review')}
        </a>
      ) : null}
    </section>
  );
}

function Figure({ label, value, testId, strong = false }: { label: string; value: number; testId: string; strong?: boolean }) {
  return (
    <div className={`rounded-xl px-2 py-2 ${strong ? 'bg-announcement' : 'bg-surface-alt'}`} data-testid={testId}>
      <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
      <dd className="text-xl font-black text-ink tabular-nums">{formatNumber(value)}</dd>
    </div>
  );
}
