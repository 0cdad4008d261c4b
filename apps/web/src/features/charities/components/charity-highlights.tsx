import { useTranslation } from 'react-i18next';
import { HeartIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useGetCharitiesQuery } from '../api/charities.api';
import { CharityCard, CharityCardSkeleton } from './charity-card';

export const CHARITY_HIGHLIGHTS_LIMIT = 3;

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

export function CharityHighlights() {
  const { t } = useTranslation('site');
  const { data, isLoading, isFetching, isError, refetch } = useGetCharitiesQuery({ limit: CHARITY_HIGHLIGHTS_LIMIT });

  if (isLoading) {
    return (
      <div aria-busy="true">
        <p className="sr-only" role="status">
          {t('charities.loading')}
        </p>
        <div className={grid}>
          {Array.from({ length: CHARITY_HIGHLIGHTS_LIMIT }, (_, i) => (
            <CharityCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  }
  if (isError || !data) return <ErrorState what={t('charities.what')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (data.results.length === 0) {
    return (
      <StateMessage testId="charities-empty" icon={<HeartIcon size={24} />} title={t('charities.emptyTitle')}>
        {t('charities.emptyBody')}
      </StateMessage>
    );
  }
  return (
    <ul role="list" className={grid} data-testid="charity-list">
      {data.results.map((charity) => (
        <li key={charity.id}>
          <CharityCard charity={charity} />
        </li>
      ))}
    </ul>
  );
}
