import type { TChallengeKind } from '@commonshelf/shared/challenges/challenges.schemas';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, CloseIcon, PenIcon, TrophyIcon } from '../../../components/ui/icons';
import { ModeNotice, PageHero } from '../../../components/ui/page-hero';
import { SearchGoalFilters } from '../../../components/ui/search-goal-filters';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { isFiltered } from '../../../lib/filter-query';
import { useFilterQuery } from '../../../lib/use-filter-query';
import { useGetChallengesQuery } from '../api/challenges.api';
import { stateText } from '../challenge-dates';
import { LETTER_PAGE_PATH } from '../challenge-paths';
import { ChallengeCard, ChallengeCardSkeleton } from './challenge-card';

const grid = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';
const GROUP_SIZE = 6;

type Props = {
  /** The Switchboard mode in use (null: every mode), and how to stop using it. */
  mode: { id: number; name: string | null } | null;
  onClearMode: () => void;
  /** The challenge series (courses of kind 'challenge'), shown below; the app composes it. */
  series?: ReactNode;
};

/**
 * `/challenges`: SDG challenges, the comprehension corner and the letter challenge, then the
 * challenge series the app places below. One search and goal filter, kept in the URL (`?search=&sdg=`),
 * narrows every group.
 */
export function ChallengesPage({ mode, onClearMode, series }: Props) {
  const { t } = useTranslation('activities');
  const [query, go] = useFilterQuery();
  const filtered = isFiltered(query);
  const common = { search: query.search || undefined, sdg: query.sdg ?? undefined, mode: mode?.id ?? null };

  return (
    <div data-testid="challenges-page">
      <PageHero
        id="challenges-title"
        icon={<TrophyIcon size={16} />}
        tagline={t('challenges.tagline')}
        title={t('challenges.title')}
        description={t('challenges.description')}
      >
        <SearchGoalFilters
          key={`${query.search}|${query.sdg}`}
          search={query.search}
          sdg={query.sdg}
          label={t('challenges.search')}
          placeholder={t('challenges.searchPlaceholder')}
          testIds={{ form: 'challenge-filters', search: 'challenge-search', sdg: 'challenge-sdg' }}
          live={false}
          onSearch={(search) => go({ ...query, search, page: 1 })}
          onGoal={(sdg, typed) => go({ ...query, search: typed, sdg, page: 1 })}
        />
        {mode ? <ModeNotice name={mode.name} onClear={onClearMode} /> : null}
        {filtered ? (
          <button type="button" onClick={() => go({ search: '', sdg: null, page: 1 })} className={buttonClass('ghost', 'sm', 'mt-4')} data-testid="clear-filters">
            <CloseIcon size={16} />
            {t('challenges.clearFilters')}
          </button>
        ) : null}
      </PageHero>

      <ChallengeGroup
        kind="sdg"
        id="sdg-challenges"
        title={t('challenges.sdgTitle')}
        what={t('challenges.sdgWhat')}
        description={t('challenges.sdgDescription')}
        args={common}
        filtered={filtered}
      />
      <div className="bg-surface-alt">
        <ChallengeGroup
          kind="comprehension"
          id="comprehension-corner"
          title={t('challenges.comprehensionTitle')}
          what={t('challenges.comprehensionWhat')}
          description={t('challenges.comprehensionDescription')}
          args={common}
          filtered={filtered}
        />
      </div>
      <LetterChallenge args={common} />
      {series ? <div className="bg-surface-alt">{series}</div> : null}
    </div>
  );
}

type ListArgs = { search: string | undefined; sdg: number | undefined; mode: number | null };

function ChallengeGroup({
  kind,
  id,
  title,
  what,
  description,
  args,
  filtered,
}: {
  kind: TChallengeKind;
  id: string;
  title: string;
  what: string;
  description: string;
  args: ListArgs;
  filtered: boolean;
}) {
  const { t } = useTranslation('activities');
  const [limit, setLimit] = useState(GROUP_SIZE);
  const { data, isLoading, isFetching, isError, refetch } = useGetChallengesQuery({ kind, ...args, limit });
  return (
    <GroupSection id={id} title={title} description={description} count={data?.count}>
      {isLoading ? (
        <ul role="list" className={grid} aria-hidden="true">
          {Array.from({ length: 3 }, (_, i) => (
            <li key={i}>
              <ChallengeCardSkeleton />
            </li>
          ))}
        </ul>
      ) : isError || !data ? (
        <ErrorState what={what} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage testId={`${id}-empty`} icon={<TrophyIcon size={24} />} title={filtered ? t('challenges.noMatch') : t('challenges.onTheWay')}>
          {filtered ? t('challenges.tryAnother') : t('challenges.checkBack')}
        </StateMessage>
      ) : (
        <>
          <ul role="list" className={`${grid} ${isFetching ? 'opacity-60' : ''}`} data-testid={`${id}-list`}>
            {data.results.map((c) => (
              <li key={c.id}>
                <ChallengeCard challenge={c} />
              </li>
            ))}
          </ul>
          {data.count > data.results.length ? (
            <div className="mt-6 flex justify-center">
              <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setLimit((n) => Math.min(50, n + GROUP_SIZE * 2))} disabled={isFetching}>
                {t('challenges.showMore')}
              </button>
            </div>
          ) : null}
        </>
      )}
    </GroupSection>
  );
}

/** The letter challenge has one fixed page: a banner leads to it. */
function LetterChallenge({ args }: { args: ListArgs }) {
  const { t } = useTranslation('activities');
  const { data } = useGetChallengesQuery({ kind: 'letter', ...args, limit: 1 });
  const letter = data?.results[0];
  if (!letter) return null;
  return (
    <section aria-labelledby="letter-challenge-title" className="container-page py-10 sm:py-14" data-testid="letter-challenge">
      <div className="grid items-center gap-6 overflow-hidden rounded-[calc(var(--radius-card)*1.4)] bg-announcement p-6 shadow-card sm:p-10 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 text-sm font-bold text-ink">
            <PenIcon size={16} />
            {t('challenges.letterBanner', { state: stateText(letter) })}
          </p>
          <h2 id="letter-challenge-title" className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {letter.title}
          </h2>
          <p className="mt-2 max-w-2xl text-base text-ink-soft">{letter.summary}</p>
        </div>
        <Link to={LETTER_PAGE_PATH} className={buttonClass('primary', 'lg', 'w-full md:w-auto')}>
          {t('challenges.writeLetter')}
          <ArrowRightIcon size={20} />
        </Link>
      </div>
    </section>
  );
}

function GroupSection({ id, title, description, count, children }: { id: string; title: string; description: string; count: number | undefined; children: ReactNode }) {
  const { t } = useTranslation('activities');
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="container-page py-10 sm:py-14" data-testid={id}>
      <div className="mb-6">
        <h2 id={`${id}-heading`} className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {title}
          {count !== undefined ? <span className="ml-2 text-base font-semibold text-ink-muted">{t('challenges.count', { count })}</span> : null}
        </h2>
        <p className="mt-1.5 max-w-2xl text-base text-ink-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}
