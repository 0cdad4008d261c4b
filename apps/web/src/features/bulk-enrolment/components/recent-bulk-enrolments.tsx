import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileTextIcon, UsersIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatLongDate } from '../../../lib/format';
import { coursePagePath } from '../../courses/course-paths';
import { useGetBulkEnrolmentsQuery } from '../api/bulk-enrolment.api';
import { resultSentence } from '../report-view';

/** The site's latest bulk enrolments: what went into which course, by whom, with what result. */
export function RecentBulkEnrolments({ viewer }: { viewer: string | number | null }) {
  const { t } = useTranslation('classroom');
  const { data, isLoading, isError } = useGetBulkEnrolmentsQuery({ viewer });
  return (
    <aside aria-labelledby="bulk-recent-title" className="min-w-0" data-testid="bulk-recent">
      <h2 id="bulk-recent-title" className="text-lg font-bold text-ink">
        {t('bulk.recent')}
      </h2>
      {isLoading ? (
        <div className="mt-3 flex flex-col gap-3" aria-hidden="true">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : isError ? (
        <p className="mt-2 text-sm text-ink-muted">{t('bulk.recentFailed')}</p>
      ) : !data?.results.length ? (
        <p className="mt-2 text-sm text-ink-muted" data-testid="bulk-recent-empty">
          {t('bulk.recentEmpty')}
        </p>
      ) : (
        <ul role="list" className="mt-3 flex flex-col gap-3">
          {data.results.map((r) => {
            const Icon = r.source === 'class' ? UsersIcon : FileTextIcon;
            return (
              <li key={r.id} className="rounded-2xl bg-surface p-4 shadow-card" data-testid="bulk-recent-item">
                <Link to={coursePagePath(r.course.kind, r.course.slug)} className="font-bold wrap-anywhere text-ink hover:text-primary hover:underline">
                  {r.course.name}
                </Link>
                <p className="mt-1 flex items-start gap-1.5 text-sm wrap-anywhere text-ink-soft">
                  <Icon size={16} className="mt-0.5 shrink-0 text-primary" />
                  <span className="min-w-0">
                    <span className="sr-only">{r.source === 'class' ? t('bulk.classLabel') : t('bulk.fileLabel')}</span>
                    {r.source === 'class' ? (r.class_name ?? t('bulk.removedClass')) : (r.file_name ?? t('bulk.aCsvFile'))}
                  </span>
                </p>
                <p className="mt-1 text-sm font-semibold text-ink">{resultSentence(r)}</p>
                <p className="mt-0.5 text-xs text-ink-muted">
                  {r.actor_name ? `${r.actor_name}, ` : ''}
                  <time dateTime={r.created_at}>{formatLongDate(r.created_at)}</time>
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </aside>
  );
}
