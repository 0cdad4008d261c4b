import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, HeartIcon } from '../../../components/ui/icons';
import { PageHero } from '../../../components/ui/page-hero';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { pageCountOf, positiveInt } from '../../../lib/filter-query';
import { useGetCharitiesQuery } from '../api/charities.api';
import { PROJECTS_PATH } from '../../../lib/giving-paths';
import { CharityCard, CharityCardSkeleton } from './charity-card';

export const CHARITIES_PAGE_SIZE = 12;
const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/** `/charities`: every charity this site supports, with what each has raised towards its projects' goals. */
export function CharitiesPage() {
  const [params] = useSearchParams();
  const page = positiveInt(params.get('page')) ?? 1;
  const { data, isLoading, isFetching, isError, refetch } = useGetCharitiesQuery({ limit: CHARITIES_PAGE_SIZE, offset: (page - 1) * CHARITIES_PAGE_SIZE });
  const pages = data ? pageCountOf(data.count, CHARITIES_PAGE_SIZE) : 1;
  const { t } = useTranslation('giving');

  return (
    <div data-testid="charities-page">
      <PageHero
        id="charities-title"
        icon={<HeartIcon size={16} />}
        tagline={t('give')}
        title={t('charities.title')}
        description={t('charities.description')}
      >
        <Link to={PROJECTS_PATH} className={buttonClass('secondary', 'md', 'mt-6')}>
          {t('charities.seeEveryProject')}
          <ArrowRightIcon size={18} />
        </Link>
      </PageHero>
      <section aria-labelledby="charity-list-title" className="container-page py-10 sm:py-14">
        <h2 id="charity-list-title" className="mb-6 text-2xl font-extrabold tracking-tight text-ink">
          {data ? t('charities.count', { count: data.count }) : t('charities.title')}
        </h2>
        {isLoading ? (
          <div aria-busy="true">
            <p role="status" className="sr-only">
              {t('charities.loading')}
            </p>
            <ul role="list" className={grid} aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i}>
                  <CharityCardSkeleton />
                </li>
              ))}
            </ul>
          </div>
        ) : isError || !data ? (
          <ErrorState what={t('charities.what')} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <StateMessage
            testId="charities-empty"
            icon={<HeartIcon size={24} />}
            title={data.count > 0 ? t('charities.nothingOnPage', { page }) : t('charities.emptyTitle')}
            action={
              data.count > 0 ? (
                <Link to={{ search: '' }} className={buttonClass('secondary', 'sm')}>
                  {t('charities.firstPage')}
                </Link>
              ) : undefined
            }
          >
            {data.count > 0 ? null : t('charities.emptyBody')}
          </StateMessage>
        ) : (
          <ul role="list" className={`${grid} transition-opacity ${isFetching ? 'opacity-60' : ''}`} data-testid="charity-list">
            {data.results.map((charity) => (
              <li key={charity.id}>
                <CharityCard charity={charity} />
              </li>
            ))}
          </ul>
        )}
        {data && pages > 1 ? <Pager current={page} total={pages} to={(n) => ({ search: n > 1 ? `?page=${n}` : '' })} pageSize={CHARITIES_PAGE_SIZE} /> : null}
      </section>
    </div>
  );
}
