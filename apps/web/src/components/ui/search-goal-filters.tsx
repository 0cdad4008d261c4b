import { useTranslation } from 'react-i18next';
import { SDGS } from '@commonshelf/shared/sdgs/sdgs';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '../../lib/filter-query';
import { sdgName } from './sdg-goals';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { buttonClass } from './button';
import { SearchIcon } from './icons';
import { filterFieldClass, selectClass } from './form-field';

const SEARCH_DEBOUNCE_MS = 400;
type Props = {
  /** The search and goal the URL holds now. */
  search: string;
  sdg: number | null;
  /** The search box's label (also the form's name), and its example text. */
  label: string;
  placeholder: string;
  testIds: { form: string; search?: string; sdg: string };
  /** A new search: `replace` is true when it comes from typing (after a pause), false on submit. */
  onSearch: (search: string, replace: boolean) => void;
  /** A new goal; `typed` is what the search box says now (trimmed), for lists that apply both at once. */
  onGoal: (sdg: number | null, typed: string) => void;
  /** Search while typing, after a pause (default), or only when the form is submitted. */
  live?: boolean;
};

/** The search box and Sustainable Development Goal picker above a filtered list (courses, challenges, films). */
export function SearchGoalFilters({ search, sdg, label, placeholder, testIds, onSearch, onGoal, live = true }: Props) {
  const { t } = useTranslation('common');
  const searchId = useId();
  const goalId = useId();
  const [text, setText] = useState(search);
  const [typed, setTyped] = useState(false);
  const [urlSearch, setUrlSearch] = useState(search);

  // The URL changed by itself (Back, a link, Clear filters): show its search, unless the box
  // already says the same (a trailing space being typed must not vanish).
  if (search !== urlSearch) {
    setUrlSearch(search);
    if (text.trim() !== search) setText(search);
    setTyped(false);
  }

  // Typing searches after a pause, replacing the history entry so Back is not a letter-by-letter undo.
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (live && typed && settled === text && settled.trim() !== search) onSearch(settled.trim(), true);
  }, [live, typed, settled, text, search, onSearch]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTyped(false);
    if (!live || text.trim() !== search) onSearch(text.trim(), false);
  };

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={submit}
      data-testid={testIds.form}
      className="mt-7 grid gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4 md:grid-cols-[minmax(0,1fr)_minmax(0,18rem)_auto] md:items-end"
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={searchId} className="text-sm font-semibold text-ink">
          {label}
        </label>
        <div className="relative">
          <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted" />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setTyped(true);
            }}
            placeholder={placeholder}
            maxLength={SEARCH_MAX_LENGTH}
            autoComplete="off"
            enterKeyHint="search"
            data-testid={testIds.search}
            className={`${filterFieldClass} pr-4 pl-12 placeholder:text-ink-muted`}
          />
        </div>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={goalId} className="text-sm font-semibold text-ink">
          {t('sdg.goal')}
        </label>
        <select
          id={goalId}
          value={sdg ?? ''}
          onChange={(event) => onGoal(event.target.value ? Number(event.target.value) : null, text.trim())}
          data-testid={testIds.sdg}
          className={selectClass()}
        >
          <option value="">{t('sdg.allGoals')}</option>
          {SDGS.map((goal) => (
            <option key={goal.number} value={goal.number}>
              {goal.number}. {sdgName(goal.number)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full md:w-auto')}>
        <SearchIcon size={18} />
        {t('sdg.search')}
      </button>
    </form>
  );
}

/** "12 courses matching “water” for Goal 6: Clean Water and Sanitation": a filtered list's count. */
export function FilterSummary({ count, search, sdg }: { count: string; search: string; sdg: number | null }) {
  const { t } = useTranslation('common');
  const goal = sdg !== null ? SDGS[sdg - 1] : undefined;
  return (
    <>
      {count}
      {search ? <span className="font-normal text-ink-muted">{t('sdg.matching', { search })}</span> : null}
      {goal ? <span className="font-normal text-ink-muted">{t('sdg.forGoal', { number: goal.number, name: sdgName(goal.number) })}</span> : null}
    </>
  );
}
