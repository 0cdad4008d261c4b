import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { CapIcon, ChevronRightIcon, PenIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { uiLocale } from '../../../i18n';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAuthoringCoursesQuery } from '../api/authoring.api';
import { courseEditorPath, useAuthoringBase } from '../authoring-paths';
import { StatusBadge } from './status-badge';

/** `…/courses`: the site's own courses, drafts and published, with "New course". */
export function CourseListPage() {
  const { t } = useTranslation(['authoring', 'learning']);
  useDocumentTitle(t('list.title'));
  const base = useAuthoringBase();
  const { data, error, isLoading, isFetching, refetch } = useGetAuthoringCoursesQuery();
  const scope = base === '/admin-panel' ? t('list.scopePlatform') : t('list.scopeSchool');
  const dateFormat = new Intl.DateTimeFormat(uiLocale(), { day: 'numeric', month: 'short', year: 'numeric' });

  return (
    <section aria-labelledby="courses-title" className="mx-auto flex w-full max-w-5xl flex-col gap-6" data-testid="authoring-course-list">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="courses-title" className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {t('list.title')}
          </h1>
          <p className="mt-1 text-ink-soft">{scope}</p>
        </div>
        <Link to={courseEditorPath(base)} className={buttonClass('primary', 'md')} data-testid="new-course">
          <PenIcon size={18} />
          {t('list.newCourse')}
        </Link>
      </div>

      {isLoading ? (
        <div className="flex flex-col gap-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full rounded-[var(--radius-card)]" />
          ))}
        </div>
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<CapIcon size={24} />} title={t('list.forbidden')} testId="authoring-forbidden" />
      ) : error || !data ? (
        <ErrorState what={t('list.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage icon={<CapIcon size={24} />} title={t('list.emptyTitle')} testId="authoring-empty">
          {t('list.emptyText')}
        </StateMessage>
      ) : (
        <ul role="list" className="flex flex-col gap-3">
          {data.results.map((c) => (
            <li key={c.id}>
              <Link
                to={courseEditorPath(base, c.id)}
                data-testid="authoring-course-row"
                data-course-slug={c.slug}
                className="group flex items-center gap-4 rounded-[var(--radius-card)] border border-line-soft bg-surface p-3 shadow-card transition-colors hover:border-primary sm:p-4"
              >
                <div className="hidden aspect-video w-28 shrink-0 overflow-hidden rounded-xl bg-primary-light sm:block">
                  {c.cover ? <img src={c.cover} alt="" className="size-full object-cover" /> : <CapIcon size={32} className="m-auto mt-4 text-primary" />}
                </div>
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={c.status} />
                    <span className="text-xs font-semibold text-ink-muted">{t(`learning:kinds.${c.kind}`)}</span>
                  </div>
                  <p className="mt-1 truncate text-base font-bold text-ink group-hover:text-primary-dark">{c.name}</p>
                  <p className="text-sm text-ink-muted">
                    {t('list.summary', {
                      chapters: t('learning:course.chapters', { count: c.chapters_count }),
                      lessons: t('learning:course.lessons', { count: c.lessons_count }),
                      date: dateFormat.format(new Date(c.updated_at)),
                    })}
                  </p>
                </div>
                <ChevronRightIcon size={20} className="shrink-0 text-ink-muted group-hover:text-primary" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
