import type { TChallengeKind } from '@commonshelf/shared/challenges/challenges.schemas';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { ArrowRightIcon, CloseIcon, LayersIcon, PenIcon, SearchIcon, TrophyIcon } from '../../../components/ui/icons';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { pluralize } from '../../../lib/format';
import { catalogueSearch, parseCatalogueQuery, SEARCH_MAX_LENGTH, type CatalogueQuery } from '../../courses/catalogue-query';
import { SDGS } from '../../courses/sdgs';
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
  const [params, setParams] = useSearchParams();
  const query = parseCatalogueQuery(params);
  const go = (next: CatalogueQuery) => setParams(new URLSearchParams(catalogueSearch(next)));
  const filtered = query.search !== '' || query.sdg !== null;
  const common = { search: query.search || undefined, sdg: query.sdg ?? undefined, mode: mode?.id ?? null };

  return (
    <div data-testid="challenges-page">
      <section aria-labelledby="challenges-title" className="relative overflow-hidden bg-primary-light">
        <div className="container-page relative py-10 sm:py-14">
          <p className="inline-flex items-center gap-2 rounded-full bg-surface px-3.5 py-1.5 text-sm font-bold text-primary-dark shadow-card">
            <TrophyIcon size={16} />
            Take action
          </p>
          <h1 id="challenges-title" className="mt-4 text-4xl font-black tracking-tight text-ink sm:text-5xl">
            Challenges
          </h1>
          <p className="mt-3 max-w-2xl text-lg leading-relaxed text-ink-soft">
            Take on a challenge for the Global Goals, show what you understood from a book, or write a letter that changes something. Your teacher sees your entry, and the best ones are featured.
          </p>
          <Filters key={`${query.search}|${query.sdg}`} query={query} onChange={(next) => go({ ...next, page: 1 })} />
          {mode ? (
            <p className="mt-4 inline-flex max-w-full items-center gap-2 rounded-full bg-surface py-1 pr-1 pl-3.5 text-sm text-ink-soft shadow-card">
              <LayersIcon size={16} className="shrink-0 text-primary" />
              <span className="truncate">
                Mode: <strong className="font-semibold text-ink">{mode.name ?? 'your mode'}</strong>
              </span>
              <button
                type="button"
                onClick={onClearMode}
                className="inline-flex h-8 shrink-0 items-center rounded-full px-3 text-sm font-semibold text-primary hover:bg-primary-light"
              >
                Show all modes
              </button>
            </p>
          ) : null}
          {filtered ? (
            <button type="button" onClick={() => go({ search: '', sdg: null, page: 1 })} className={buttonClass('ghost', 'sm', 'mt-4')} data-testid="clear-filters">
              <CloseIcon size={16} />
              Clear filters
            </button>
          ) : null}
        </div>
      </section>

      <ChallengeGroup
        kind="sdg"
        id="sdg-challenges"
        title="SDG challenges"
        description="Real-world missions for the UN Sustainable Development Goals. Send a photo, a drawing or a few words."
        args={common}
        filtered={filtered}
      />
      <div className="bg-surface-alt">
        <ChallengeGroup
          kind="comprehension"
          id="comprehension-corner"
          title="Comprehension corner"
          description="Read a book from the library, then answer questions about it."
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

function ChallengeGroup({ kind, id, title, description, args, filtered }: { kind: TChallengeKind; id: string; title: string; description: string; args: ListArgs; filtered: boolean }) {
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
        <ErrorState what={title.toLowerCase()} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage testId={`${id}-empty`} icon={<TrophyIcon size={24} />} title={filtered ? 'Nothing here matches your search' : 'New challenges are on their way'}>
          {filtered ? 'Try a different word or another goal.' : 'Check back soon!'}
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
                Show more
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
  const { data } = useGetChallengesQuery({ kind: 'letter', ...args, limit: 1 });
  const letter = data?.results[0];
  if (!letter) return null;
  return (
    <section aria-labelledby="letter-challenge-title" className="container-page py-10 sm:py-14" data-testid="letter-challenge">
      <div className="grid items-center gap-6 overflow-hidden rounded-[calc(var(--radius-card)*1.4)] bg-announcement p-6 shadow-card sm:p-10 md:grid-cols-[minmax(0,1fr)_auto]">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-2 text-sm font-bold text-ink">
            <PenIcon size={16} />
            The letter challenge · {stateText(letter)}
          </p>
          <h2 id="letter-challenge-title" className="mt-2 text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
            {letter.title}
          </h2>
          <p className="mt-2 max-w-2xl text-base text-ink-soft">{letter.summary}</p>
        </div>
        <Link to={LETTER_PAGE_PATH} className={buttonClass('primary', 'lg', 'w-full md:w-auto')}>
          Write your letter
          <ArrowRightIcon size={20} />
        </Link>
      </div>
    </section>
  );
}

function GroupSection({ id, title, description, count, children }: { id: string; title: string; description: string; count: number | undefined; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="container-page py-10 sm:py-14" data-testid={id}>
      <div className="mb-6">
        <h2 id={`${id}-heading`} className="text-2xl font-extrabold tracking-tight text-ink sm:text-3xl">
          {title}
          {count !== undefined ? <span className="ml-2 text-base font-semibold text-ink-muted">({pluralize(count, 'challenge')})</span> : null}
        </h2>
        <p className="mt-1.5 max-w-2xl text-base text-ink-muted">{description}</p>
      </div>
      {children}
    </section>
  );
}

function Filters({ query, onChange }: { query: CatalogueQuery; onChange: (q: CatalogueQuery) => void }) {
  const searchId = useId();
  const goalId = useId();
  const [text, setText] = useState(query.search);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ ...query, search: text.trim() });
  };
  return (
    <form
      role="search"
      aria-label="Search challenges"
      onSubmit={submit}
      data-testid="challenge-filters"
      className="mt-7 grid gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)_auto] md:items-end"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold text-ink">
          Search challenges
        </label>
        <div className="relative">
          <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Try “water” or “letter”"
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            data-testid="challenge-search"
            className="block h-12 w-full min-w-0 rounded-xl border border-line bg-surface pr-4 pl-12 text-base text-ink placeholder:text-ink-muted hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none"
          />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={goalId} className="text-sm font-semibold text-ink">
          Sustainable Development Goal
        </label>
        <select
          id={goalId}
          value={query.sdg ?? ''}
          onChange={(event) => onChange({ ...query, search: text.trim(), sdg: event.target.value ? Number(event.target.value) : null })}
          data-testid="challenge-sdg"
          className="block h-12 w-full min-w-0 rounded-xl border border-line bg-surface px-3 text-base text-ink hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/25 focus:outline-none"
        >
          <option value="">All goals</option>
          {SDGS.map((goal) => (
            <option key={goal.number} value={goal.number}>
              {goal.number}. {goal.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full md:w-auto')}>
        <SearchIcon size={18} />
        Search
      </button>
    </form>
  );
}
