import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pageCountOf } from '../../lib/filter-query';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { SearchIcon } from './icons';
import { Skeleton } from './skeleton';
import { announce } from '../../lib/announce';

/**
 * Pieces of the admin areas' lists (categories, stories, books): the page's header, a search box
 * that searches as you type, filter tabs with counts, a loading skeleton, and the list's state in
 * the URL so links, reloads and Back keep it.
 */

export const ADMIN_PAGE_SIZE = 20;

/** A quiet destructive button (delete, unpublish): the warning colour, no fill until hovered. */
export function dangerButtonClass(size: 'sm' | 'md' = 'sm'): string {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap text-danger transition-colors hover:bg-announcement disabled:opacity-60 ${
    size === 'sm' ? 'h-9 px-3.5 text-sm' : 'h-11 px-5 text-sm'
  }`;
}
const SEARCH_DEBOUNCE_MS = 400;

export function AdminPageHeader({ title, titleId, description, action }: { title: string; titleId: string; description: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="min-w-0">
        <h1 id={titleId} className="text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl">
          {title}
        </h1>
        <p className="mt-1 max-w-2xl text-ink-soft">{description}</p>
      </div>
      {action}
    </div>
  );
}

/** A list's query string as plain values; `set` writes a patch (page back to 1 unless given). */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, (params.get(k) ?? '').trim()])) as Record<K, string>;
  const rawPage = Number(params.get('page') ?? '1');
  const page = Number.isInteger(rawPage) && rawPage >= 1 && rawPage <= 100_000 ? rawPage : 1;
  const set = useCallback(
    (patch: Partial<Record<K | 'page', string | number | null>>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in patch)) next.delete('page');
          for (const [key, value] of Object.entries(patch)) {
            if (value === null || value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace, preventScrollReset: replace },
      );
    },
    [setParams],
  );
  /** The URL of page `n` with every other parameter kept. */
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    if (n <= 1) next.delete('page');
    else next.set('page', String(n));
    const s = next.toString();
    return s ? `?${s}` : '?';
  };
  return { values, page, set, pageHref };
}

/**
 * How many pages a list has (one while it loads). A page past the end, from an old link or once
 * its last rows went, is replaced by the last page there is, rather than showing an empty list.
 */
export function useListPages(count: number | undefined, page: number, set: (patch: { page: number }, replace: boolean) => void, size = ADMIN_PAGE_SIZE): number {
  const pages = count === undefined ? 1 : pageCountOf(count, size);
  useEffect(() => {
    if (count !== undefined && page > pages) set({ page: pages }, true);
  }, [count, page, pages, set]);
  return pages;
}

/** A search box that searches after a pause in typing (replacing the history entry), or at once on Enter. */
export function ListSearch({
  value,
  onSearch,
  label,
  placeholder,
  testId,
}: {
  value: string;
  onSearch: (search: string, replace: boolean) => void;
  label: string;
  placeholder: string;
  testId: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [typed, setTyped] = useState(false);
  const [shown, setShown] = useState(value);
  // The URL changed by itself (Back, a cleared filter): show its search.
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
    setTyped(false);
  }
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (typed && settled === text && settled.trim() !== value) onSearch(settled.trim(), true);
  }, [typed, settled, text, value, onSearch]);
  return (
    <form
      role="search"
      aria-label={label}
      className="min-w-0 flex-1"
      onSubmit={(event) => {
        event.preventDefault();
        setTyped(false);
        if (text.trim() !== value) onSearch(text.trim(), false);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setTyped(true);
          }}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          data-testid={testId}
          className="block h-11 w-full min-w-0 rounded-full border border-line bg-surface pr-4 pl-12 text-base text-ink placeholder:text-ink-muted hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/45 focus:outline-none"
        />
      </div>
    </form>
  );
}

export type FilterTab<V extends string> = { value: V; label: string; count?: number | undefined };

/** Filter buttons (one pressed at a time) with their counts; scrolls sideways on a phone, wraps on wider screens. */
export function FilterTabs<V extends string>({
  label,
  tabs,
  value,
  onChange,
  testId,
}: {
  label: string;
  tabs: FilterTab<V>[];
  value: V;
  onChange: (value: V) => void;
  testId: string;
}) {
  return (
    <div role="group" aria-label={label} data-testid={testId} className="-mx-1 flex gap-1.5 overflow-x-auto px-1 pb-1 sm:flex-wrap sm:overflow-visible">
      {tabs.map((tab) => {
        const active = tab.value === value;
        return (
          <button
            key={tab.value}
            type="button"
            aria-pressed={active}
            data-value={tab.value}
            onClick={() => onChange(tab.value)}
            className={`inline-flex h-9 shrink-0 items-center gap-2 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition-colors ${
              active ? 'bg-button text-white' : 'border border-line bg-surface text-ink hover:border-primary hover:bg-primary-light'
            }`}
          >
            {tab.label}
            {tab.count !== undefined ? (
              <span className={`rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-black/25' : 'bg-surface-alt text-ink-soft'}`}>{tab.count}</span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}

/** A labelled select for a list's filters (class, school). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  allLabel: string;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
        className="block h-11 w-full min-w-0 rounded-full border border-line bg-surface px-4 text-base text-ink hover:border-ink-muted focus:border-primary focus:ring-3 focus:ring-primary/45 focus:outline-none sm:w-56"
      >
        <option value="">{allLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A list's "From" and "To" day filters (ISO days, kept in the URL by the caller). */
export function DateRangeFilter({ from, to, onChange, testId }: { from: string; to: string; onChange: (patch: { from?: string; to?: string }) => void; testId: string }) {
  const { t } = useTranslation('adminShared');
  const field = 'h-10 rounded-xl border border-line bg-surface px-2 text-sm';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className="flex items-center gap-2 text-sm font-semibold text-ink">
        {t('list.from')}
        <input type="date" value={from} max={to || undefined} onChange={(e) => onChange({ from: e.target.value })} className={field} data-testid={`${testId}-from`} />
      </label>
      <label className="flex items-center gap-2 text-sm font-semibold text-ink">
        {t('list.to')}
        <input type="date" value={to} min={from || undefined} onChange={(e) => onChange({ to: e.target.value })} className={field} data-testid={`${testId}-to`} />
      </label>
    </div>
  );
}

/** Stand-ins for a list's rows while it loads. */
export function ListSkeleton({ rows = 5, testId = 'list-loading' }: { rows?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid={testId} className="flex flex-col gap-3">
      <span className="sr-only">{t('loading')}</span>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}

/** "21–40 of 57 books" under a list; `noun` is what it counts, translated, singular and plural. */
export function RangeNote({ page, count, size = ADMIN_PAGE_SIZE, noun }: { page: number; count: number; size?: number; noun: [string, string] }) {
  const { t } = useTranslation('adminShared');
  const from = (page - 1) * size + 1;
  const to = Math.min(count, page * size);
  const text = !count ? '' : from === 1 && to === count ? t('list.count', { count, noun: count === 1 ? noun[0] : noun[1] }) : t('list.range', { from, to, count, noun: noun[1] });
  // Said to screen readers as it changes (after a search or a filter), as sighted users see it change.
  useEffect(() => announce(text), [text]);
  if (!count) return null;
  return (
    <p className="text-sm text-ink-muted" data-testid="list-range">
      {text}
    </p>
  );
}
