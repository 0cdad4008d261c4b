import { useTranslation } from 'react-i18next';
import { SearchIcon } from '../../components/ui/icons';
import { Pager } from '../../components/ui/pager';
import { Section } from '../../components/ui/section';
import { ErrorState, StateMessage } from '../../components/ui/state-message';
import { useGetCoursesQuery } from '../../features/courses/api/courses.api';
import { catalogueApiArgs, catalogueSearch, pageCount } from '../../features/courses/catalogue-query';
import { CourseCard, CourseCardSkeleton } from '../../features/courses/components/course-card';
import { useFilterQuery } from '../../lib/use-filter-query';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/**
 * The challenge series on `/challenges`: the catalogue of courses of kind 'challenge', under the
 * same search and goal as the challenges above it, paged with `?page=`.
 */
export function ChallengeSeries({ mode }: { mode: number | null }) {
  const { t } = useTranslation('learning');
  const [query] = useFilterQuery();
  const { data, isLoading, isFetching, isError, refetch } = useGetCoursesQuery(catalogueApiArgs('challenge', query, mode));
  const pages = data ? pageCount(data.count) : 1;
  const to = (page: number) => ({ search: catalogueSearch({ ...query, page }) });
  return (
    <Section id="challenge-series" testId="challenge-series" title={t('series.title')} description={t('series.description')}>
      {isLoading ? (
        <ul role="list" className={grid} aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <CourseCardSkeleton />
            </li>
          ))}
        </ul>
      ) : isError || !data ? (
        <ErrorState what={t('series.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage testId="catalogue-empty" icon={<SearchIcon size={24} />} title={t('series.noMatch')}>
          {t('catalogue.tryDifferent')}
        </StateMessage>
      ) : (
        <ul role="list" className={`${grid} ${isFetching ? 'opacity-60' : ''}`} data-testid="course-list">
          {data.results.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      )}
      {data && pages > 1 ? (
        <Pager current={query.page} total={pages} to={to} label={t('series.pages')} className="mt-8" testId="challenge-series-pager" />
      ) : null}
    </Section>
  );
}
