import { useTranslation } from 'react-i18next';
import type { TSearchResult } from '@commonshelf/shared/library/search.schemas';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useCombinedSearchQuery } from '../api/search.api';
import { searchPagePath, SUGGEST_DEBOUNCE_MS, SUGGEST_MIN_LENGTH, SUGGESTION_LIMIT } from '../search-paths';
import { searchChanged, selectSearchQuery } from '../search.slice';


/**
 * The header search: a combobox that suggests books, stories, courses and charities as one types
 * (after a short pause), moved through with the arrow keys, closed with Escape. Enter opens the
 * highlighted suggestion, or the full results page.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const { t } = useTranslation('layout');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const stored = useSelector(selectSearchQuery);
  const [value, setValue] = useState(stored);
  const [lastStored, setLastStored] = useState(stored);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-list`;

  // Follow changes made elsewhere (the results page reading ?q=, a cleared search).
  if (stored !== lastStored) {
    setLastStored(stored);
    setValue(stored);
  }

  const typed = value.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const wanted = open && settled.length >= SUGGEST_MIN_LENGTH;
  const { data, isFetching } = useCombinedSearchQuery({ search: settled, limit: SUGGESTION_LIMIT }, { skip: !wanted });
  const suggestions: TSearchResult[] = wanted && data && settled === typed ? data.results : [];
  // The last option is always "all results", so Enter on it does what the button does.
  const options = typed.length >= SUGGEST_MIN_LENGTH ? suggestions.length + 1 : 0;
  const expanded = open && options > 0 && (suggestions.length > 0 || (!isFetching && settled === typed));

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const goTo = (url: string) => {
    close();
    inputRef.current?.blur();
    navigate(url);
  };

  const showAll = () => {
    dispatch(searchChanged(typed));
    if (typed) goTo(searchPagePath(typed));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 && active < suggestions.length ? suggestions[active] : undefined;
    if (chosen) {
      dispatch(searchChanged(typed));
      goTo(chosen.url);
    } else {
      showAll();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => {
        const next = i + step;
        return next >= options ? -1 : next < -1 ? options - 1 : next;
      });
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else if (value) {
        event.preventDefault();
        setValue('');
      }
    }
  };

  const optionId = (i: number) => `${id}-opt-${i}`;

  return (
    <form role="search" onSubmit={submit} data-testid="search-form" className={`relative w-full ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        name="search"
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        data-testid="search-input"
        className="h-11 w-full rounded-full border border-line bg-surface-alt pr-12 pl-4 text-[15px] text-ink placeholder:text-ink-muted transition-colors hover:border-ink-muted focus:border-primary focus:bg-surface focus:outline-none focus-visible:ring-3 focus-visible:ring-primary/30"
      />
      <button
        type="submit"
        aria-label={t('search.submit')}
        className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-button text-white hover:bg-primary-dark"
      >
        <SearchIcon size={18} />
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!expanded}
        data-testid="search-suggestions"
        className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-line-soft bg-surface p-1.5 shadow-lift"
      >
        {suggestions.map((s, i) => (
          <li
            key={`${s.type}-${s.id}`}
            id={optionId(i)}
            role="option"
            aria-selected={active === i}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              dispatch(searchChanged(typed));
              goTo(s.url);
            }}
            onMouseEnter={() => setActive(i)}
            data-testid="search-suggestion"
            className={`flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2 ${active === i ? 'bg-primary-light' : ''}`}
          >
            {s.image ? (
              <img src={s.image} alt="" width={32} height={40} className="h-10 w-8 shrink-0 rounded object-cover" />
            ) : (
              <span aria-hidden="true" className="h-10 w-8 shrink-0 rounded bg-primary-light" />
            )}
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-ink">{s.title}</span>
              <span className="block text-xs text-ink-muted">{t(`search.types.${s.type}`)}</span>
            </span>
          </li>
        ))}
        {suggestions.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-ink-muted" data-testid="search-no-suggestions">
            {t('search.none')}
          </li>
        ) : null}
        <li
          id={optionId(suggestions.length)}
          role="option"
          aria-selected={active === suggestions.length}
          onMouseDown={(e) => e.preventDefault()}
          onClick={showAll}
          onMouseEnter={() => setActive(suggestions.length)}
          data-testid="search-all-results"
          className={`mt-1 flex cursor-pointer items-center gap-2 rounded-xl border-t border-line-soft px-3 py-2.5 text-sm font-semibold text-primary-dark ${active === suggestions.length ? 'bg-primary-light' : ''}`}
        >
          <SearchIcon size={16} />
          {t('search.all', { query: typed })}
        </li>
      </ul>
    </form>
  );
}
