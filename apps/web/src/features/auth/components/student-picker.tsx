import { useTranslation } from 'react-i18next';
import type { TStudentEntry } from '@commonshelf/shared/auth/auth.schemas';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FormCardHeader } from '../../../components/ui/form-card';
import { inputClass } from '../../../components/ui/form-field';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, SearchIcon, UsersIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/state-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { STUDENT_PAGE_SIZE, useStudentListQuery } from '../api/auth.api';
import { studentDisplayName } from '../login-flow';
import { StudentAvatar } from './student-avatar';

/** Spec 9: the class list is searched 500 ms after the last key press. */
export const STUDENT_SEARCH_DEBOUNCE_MS = 500;

type Props = {
  classCode: string;
  className: string;
  onPick: (student: TStudentEntry) => void;
};

/** Step 3 for students: find your own name in the class list (search and pages of 20). */
export function StudentPicker({ classCode, className, onPick }: Props) {
  const { t } = useTranslation('auth');
  const searchId = useId();
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), STUDENT_SEARCH_DEBOUNCE_MS);
  // The page belongs to one search: a new search starts again on its first page.
  const [paging, setPaging] = useState({ query: '', page: 0 });
  const page = paging.query === query ? paging.page : 0;
  const searchRef = useRef<HTMLInputElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  const { data, isFetching, isError, refetch } = useStudentListQuery({ classCode, offset: page * STUDENT_PAGE_SIZE, search: query });
  const students = data?.results.students ?? [];
  const count = data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / STUDENT_PAGE_SIZE));
  const waiting = isFetching || search.trim() !== query;
  // A page step while the last one loads is ignored rather than greying the button out (which would
  // drop the focus); at either end the focus moves to the button still in use.
  const refocus = useRef<'prev' | 'next' | null>(null);
  const goTo = (next: number) => {
    if (isFetching || next < 0 || next >= pages) return;
    refocus.current = next === 0 ? 'next' : next === pages - 1 ? 'prev' : null;
    setPaging({ query, page: next });
  };
  useEffect(() => {
    const to = refocus.current;
    refocus.current = null;
    (to === 'prev' ? prevRef : to === 'next' ? nextRef : null)?.current?.focus();
  }, [page]);
  // Clearing removes the button that did it: the child carries on from the search box.
  const clearSearch = () => {
    setSearch('');
    searchRef.current?.focus();
  };

  return (
    <div data-testid="login-step-students">
      <FormCardHeader icon={<UsersIcon size={28} />} title={t('picker.title')} focusTarget>
        <span className="font-semibold text-ink">{className || data?.results.class_name}</span>
        <span className="text-ink-muted">{t('picker.classCode', { code: classCode })}</span>
      </FormCardHeader>

      <div role="search" className="relative">
        <label htmlFor={searchId} className="sr-only">
          {t('picker.searchLabel')}
        </label>
        <SearchIcon size={20} className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-ink-muted" />
        <input
          ref={searchRef}
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('picker.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={100}
          className={inputClass(false, 'pl-12 pr-12 [&::-webkit-search-cancel-button]:hidden')}
          data-testid="student-search"
        />
        {search ? (
          <button
            type="button"
            onClick={clearSearch}
            aria-label={t('picker.clearSearch')}
            className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-lg text-ink-muted hover:bg-primary-light"
          >
            <CloseIcon size={18} />
          </button>
        ) : null}
      </div>

      <p role="status" aria-live="polite" className="mt-3 min-h-5 text-sm text-ink-muted" data-testid="student-count">
        {data && !waiting ? (query ? t('picker.matches', { count, query }) : t('picker.inClass', { count })) : ''}
      </p>

      {isError && !data ? (
        <div className="mt-2">
          <ErrorState what={t('picker.what')} onRetry={() => void refetch()} retrying={isFetching} />
        </div>
      ) : !data ? (
        <TileGrid>
          {Array.from({ length: 8 }, (_, i) => (
            <li key={i}>
              <Skeleton className="h-36 w-full rounded-2xl sm:h-40" />
            </li>
          ))}
        </TileGrid>
      ) : students.length === 0 ? (
        <div className="mt-2 rounded-2xl border border-dashed border-line bg-surface-alt px-6 py-10 text-center" data-testid="student-empty">
          <p className="text-base font-semibold text-ink">{t('picker.noMatch', { query })}</p>
          <button type="button" onClick={clearSearch} className={buttonClass('secondary', 'md', 'mt-4')}>
            {t('picker.showEveryone')}
          </button>
        </div>
      ) : (
        <TileGrid busy={waiting}>
          {students.map((student) => (
            <li key={student.username}>
              <button
                type="button"
                onClick={() => onPick(student)}
                data-testid="student-tile"
                data-username={student.username}
                className="flex h-36 w-full flex-col items-center justify-center gap-2.5 rounded-2xl border-2 border-line-soft bg-surface p-3 text-center transition-colors hover:border-primary hover:bg-primary-light sm:h-40"
              >
                <StudentAvatar student={student} />
                <span className="line-clamp-2 text-base leading-tight font-bold wrap-anywhere text-ink">{studentDisplayName(student)}</span>
              </button>
            </li>
          ))}
        </TileGrid>
      )}

      {pages > 1 ? (
        <nav aria-label={t('picker.pages')} className="mt-5 flex items-center justify-between gap-2" data-testid="student-pagination">
          <button
            ref={prevRef}
            type="button"
            onClick={() => goTo(page - 1)}
            disabled={page === 0}
            className={buttonClass('secondary', 'md', 'px-4')}
            data-testid="student-prev"
          >
            <ChevronLeftIcon size={20} />
            {t('picker.previous')}
          </button>
          <span className="text-sm font-semibold whitespace-nowrap text-ink-soft" data-testid="student-page">
            <span className="max-sm:sr-only">{t('picker.pagePrefix')}</span>
            {t('picker.pageOf', { page: page + 1, pages })}
          </span>
          <button
            ref={nextRef}
            type="button"
            onClick={() => goTo(page + 1)}
            disabled={page + 1 >= pages}
            className={buttonClass('secondary', 'md', 'px-4')}
            data-testid="student-next"
          >
            {t('picker.next')}
            <ChevronRightIcon size={20} />
          </button>
        </nav>
      ) : null}
    </div>
  );
}

function TileGrid({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <ul
      role="list"
      aria-busy={busy}
      aria-label={t('picker.students')}
      className={`mt-2 grid grid-cols-2 gap-3 transition-opacity sm:grid-cols-3 ${busy ? 'opacity-60' : ''}`}
      data-testid="student-list"
    >
      {children}
    </ul>
  );
}
