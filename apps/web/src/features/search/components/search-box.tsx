import { useId, useState, type FormEvent } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../../components/ui/icons';
import { useAppDispatch } from '../../../lib/redux-hooks';
import { searchChanged, selectSearchQuery } from '../search.slice';

/** The header search: keeps the query in the search slice and opens the library with it. */
export function SearchBox({ className = '' }: { className?: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const stored = useSelector(selectSearchQuery);
  const [value, setValue] = useState(stored);
  const [lastStored, setLastStored] = useState(stored);
  const inputId = useId();

  // Follow changes made elsewhere (the library reading ?search= from the URL, a cleared search).
  if (stored !== lastStored) {
    setLastStored(stored);
    setValue(stored);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = value.trim();
    dispatch(searchChanged(query));
    navigate(query ? `/library?search=${encodeURIComponent(query)}` : '/library');
  };

  return (
    <form role="search" onSubmit={submit} data-testid="search-form" className={`relative w-full ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        Search the library
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="Search books, stories and courses"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={200}
        data-testid="search-input"
        className="h-11 w-full rounded-full border border-line bg-surface-alt pr-12 pl-4 text-[15px] text-ink placeholder:text-ink-muted transition-colors hover:border-ink-muted focus:border-primary focus:bg-surface focus:outline-none focus-visible:ring-3 focus-visible:ring-primary/30"
      />
      <button
        type="submit"
        aria-label="Search"
        className="absolute top-1 right-1 inline-flex size-9 items-center justify-center rounded-full bg-button text-white hover:bg-primary-dark"
      >
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
