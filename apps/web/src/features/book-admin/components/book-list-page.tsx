import {
  ADMIN_BOOK_SCOPES,
  ADMIN_BOOK_SORT_LABELS,
  ADMIN_BOOK_SORTS,
  ADMIN_BOOK_STATUSES,
  type TAdminBook,
  type TAdminBookScope,
  type TAdminBookSort,
  type TAdminBookStatus,
} from '@commonshelf/shared/library/book-admin.schemas';
import { BOOK_LANGUAGES } from '@commonshelf/shared/library/library.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  ADMIN_PAGE_SIZE,
  AdminPageHeader,
  dangerButtonClass,
  FilterSelect,
  FilterTabs,
  ListSearch,
  ListSkeleton,
  RangeNote,
  useListParams,
} from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { BookIcon, CheckIcon, GridIcon, LockIcon, PenIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf } from '../../../lib/filter-query';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicationStatusBadge as StatusBadge } from '../../../components/ui/publication-badge';
import {
  useDeleteAdminBookMutation,
  useGetAdminBookOptionsQuery,
  useGetAdminBooksQuery,
  usePatchAdminBookMutation,
  usePublishAdminBookMutation,
  useUnpublishAdminBookMutation,
} from '../api/book-admin.api';
import { bookEditorPath, bookViewPath, useBookAdminBase } from '../book-admin-paths';
import { CoverThumb, FeaturedSwitch, FORMAT_LABELS, formatShortDate, languageName, TrashIcon } from './book-admin-ui';
import { BookStatsPanel } from './book-stats';

const STATUS_TABS: Record<TAdminBookStatus, string> = {
  all: 'All',
  published: 'Published',
  pending: 'Waiting for review',
  draft: 'Drafts',
  rejected: 'Not accepted',
};
const TAB_ORDER: TAdminBookStatus[] = ['all', 'published', 'pending', 'draft', 'rejected'];
const KEYS = ['scope', 'status', 'category', 'language', 'format', 'featured', 'site', 'search', 'sort'] as const;
const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T => ((list as readonly string[]).includes(value) ? (value as T) : fallback);

/**
 * `admin-panel/all-books` (the platform-wide library, and every school's books read only) and
 * `admin-school/books` (the school's own books, with their statistics): search, filters and sort
 * kept in the address, status tabs with counts, featuring in place, publish, unpublish and delete.
 */
export function AdminBooksPage() {
  const base = useBookAdminBase();
  const platform = base === '/admin-panel';
  useDocumentTitle(platform ? 'All books' : 'Books');
  const { values, page, set, pageHref } = useListParams(KEYS);
  const scope: TAdminBookScope = platform ? oneOf(ADMIN_BOOK_SCOPES, values.scope, 'library') : 'library';
  const status = oneOf(ADMIN_BOOK_STATUSES, values.status, 'all');
  const sort: TAdminBookSort = oneOf(ADMIN_BOOK_SORTS, values.sort, '-updated_at');
  const options = useGetAdminBookOptionsQuery();
  const { data, error, isLoading, isFetching, refetch } = useGetAdminBooksQuery({
    scope,
    status,
    category: values.category,
    language: values.language,
    format: values.format,
    featured: values.featured,
    site: scope === 'sites' ? values.site : '',
    search: values.search,
    sort,
    page,
    size: ADMIN_PAGE_SIZE,
  });
  const [deleting, setDeleting] = useState<TAdminBook | null>(null);
  const [remove, removeState] = useDeleteAdminBookMutation();
  const filtered = status !== 'all' || !!(values.category || values.language || values.format || values.featured || values.search || (scope === 'sites' && values.site));
  const pages = data ? pageCountOf(data.count, ADMIN_PAGE_SIZE) : 1;
  const readOnly = scope === 'sites';

  const doDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      showToast(`“${deleting.title}” was deleted, with its files.`, 'success');
      setDeleting(null);
    } catch (err) {
      showToast(errorMessage(err, 'The book could not be deleted. Please try again.'), 'error');
    }
  };

  const categoryOptions = [
    { value: 'none', label: 'No category' },
    ...(options.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.platform_wide || platform ? c.name : `${c.name} (your school)` })),
  ];

  return (
    <section aria-labelledby="books-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="admin-books">
      <AdminPageHeader
        title={platform ? 'All books' : 'Books'}
        titleId="books-title"
        description={
          platform
            ? 'Every book of the platform library, which every site reads. Schools’ own books can be looked at here too.'
            : 'Your school’s books and their statistics. The platform library’s books appear in your library as well, but are managed by the platform.'
        }
        action={
          <div className="flex flex-wrap gap-2">
            {platform ? (
              <Link to={`${base}/books-dashboard`} className={buttonClass('secondary', 'md')}>
                <GridIcon size={18} />
                Books dashboard
              </Link>
            ) : null}
            <Link to={bookEditorPath(base)} className={buttonClass('primary', 'md')} data-testid="add-book">
              <PenIcon size={18} />
              Add a book
            </Link>
          </div>
        }
      />

      {platform ? null : (
        <section aria-label="Statistics" data-testid="school-book-stats">
          <BookStatsPanel compact />
        </section>
      )}

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        {platform ? (
          <FilterTabs
            label="Whose books"
            testId="book-scope-tabs"
            value={scope}
            onChange={(v) => set({ scope: v === 'library' ? null : v, site: null })}
            tabs={[
              { value: 'library', label: 'Platform library' },
              { value: 'sites', label: 'Schools’ books (view only)' },
            ]}
          />
        ) : null}
        <FilterTabs
          label="Status"
          testId="book-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={TAB_ORDER.map((s) => ({ value: s, label: STATUS_TABS[s], count: data?.counts[s] }))}
        />
        <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label="Search books" placeholder="Search by title or author" testId="book-search" />
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {scope === 'sites' ? (
            <FilterSelect
              label="Site"
              value={values.site}
              onChange={(v) => set({ site: v })}
              allLabel="All schools"
              options={(options.data?.sites ?? []).map((s) => ({ value: s.id, label: s.name }))}
              testId="book-site-filter"
            />
          ) : null}
          <FilterSelect label="Category" value={values.category} onChange={(v) => set({ category: v })} allLabel="All categories" options={categoryOptions} testId="book-category-filter" />
          <FilterSelect
            label="Language"
            value={values.language}
            onChange={(v) => set({ language: v })}
            allLabel="All languages"
            options={Object.entries(BOOK_LANGUAGES).map(([value, label]) => ({ value, label }))}
            testId="book-language-filter"
          />
          <FilterSelect
            label="Format"
            value={values.format}
            onChange={(v) => set({ format: v })}
            allLabel="All formats"
            options={Object.entries(FORMAT_LABELS).map(([value, label]) => ({ value, label }))}
            testId="book-format-filter"
          />
          <FilterSelect
            label="Featured"
            value={values.featured}
            onChange={(v) => set({ featured: v })}
            allLabel="Featured or not"
            options={[
              { value: 'true', label: 'Featured only' },
              { value: 'false', label: 'Not featured' },
            ]}
            testId="book-featured-filter"
          />
          <SortSelect value={sort} onChange={(v) => set({ sort: v === '-updated_at' ? null : v })} />
        </div>
        {filtered ? (
          <div>
            <button
              type="button"
              className={buttonClass('ghost', 'sm')}
              onClick={() => set({ status: null, category: null, language: null, format: null, featured: null, site: null, search: null })}
              data-testid="clear-book-filters"
            >
              Clear filters
            </button>
          </div>
        ) : null}
      </div>

      {isLoading ? (
        <ListSkeleton testId="books-loading" />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title="Only the library’s admins manage its books." testId="books-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what="the books" onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title="No books match these filters."
            testId="books-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ status: null, category: null, language: null, format: null, featured: null, site: null, search: null })}>
                Show all books
              </button>
            }
          />
        ) : (
          <StateMessage
            icon={<BookIcon size={24} />}
            title={readOnly ? 'No school has books of its own yet.' : 'No books yet'}
            testId="books-empty"
            action={
              readOnly ? undefined : (
                <Link to={bookEditorPath(base)} className={buttonClass('primary', 'sm')}>
                  Add the first book
                </Link>
              )
            }
          >
            {readOnly ? null : 'Add a PDF, an EPUB or a picture book. It stays a draft until you publish it.'}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={['book', 'books']} />
            {isFetching ? <span className="text-sm text-ink-muted">Updating…</span> : null}
          </div>
          <div className="overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            <div
              aria-hidden="true"
              className="hidden grid-cols-[minmax(0,2.4fr)_minmax(0,1.2fr)_minmax(0,0.7fr)_minmax(0,0.7fr)_auto] gap-4 border-b border-line-soft bg-surface-alt px-4 py-2.5 text-xs font-bold tracking-wide text-ink-muted uppercase lg:grid"
            >
              <span>Book</span>
              <span>Status</span>
              <span>Readings</span>
              <span>Featured</span>
              <span className="w-64 text-right">Actions</span>
            </div>
            <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft">
              {data.results.map((b) => (
                <BookRow key={b.id} book={b} onDelete={setDeleting} />
              ))}
            </ul>
          </div>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label="Book pages" className="mt-2" /> : null}
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={`Delete “${deleting?.title ?? ''}”?`}
        confirmLabel="Delete the book"
        danger
        busy={removeState.isLoading}
        onConfirm={() => void doDelete()}
        onCancel={() => setDeleting(null)}
        testId="delete-book-dialog"
      >
        The book leaves the library and is gone for good, with its file, cover and pages, its readings and its reactions. This cannot be undone.
        {deleting?.status === 'published' ? ' To take it out of the library for a while, unpublish it instead.' : ''}
      </ConfirmDialog>
    </section>
  );
}

function SortSelect({ value, onChange }: { value: TAdminBookSort; onChange: (v: TAdminBookSort) => void }) {
  return (
    <FilterSelect
      label="Sort"
      value={value === '-updated_at' ? '' : value}
      onChange={(v) => onChange((v || '-updated_at') as TAdminBookSort)}
      allLabel={ADMIN_BOOK_SORT_LABELS['-updated_at']}
      options={ADMIN_BOOK_SORTS.filter((s) => s !== '-updated_at').map((s) => ({ value: s, label: ADMIN_BOOK_SORT_LABELS[s] }))}
      testId="book-sort"
    />
  );
}

/** One book: cover, title and details; status; readings; featured; view, edit, publish or unpublish, delete. */
function BookRow({ book: b, onDelete }: { book: TAdminBook; onDelete: (b: TAdminBook) => void }) {
  const base = useBookAdminBase();
  const [patch, patchState] = usePatchAdminBookMutation();
  const [publish, publishState] = usePublishAdminBookMutation();
  const [unpublish, unpublishState] = useUnpublishAdminBookMutation();
  const busy = publishState.isLoading || unpublishState.isLoading;

  const feature = async (featured: boolean) => {
    try {
      await patch({ id: b.id, featured }).unwrap();
      showToast(featured ? `“${b.title}” is featured on the library’s home page.` : `“${b.title}” is no longer featured.`, 'success');
    } catch (err) {
      showToast(errorMessage(err, 'That did not work. Please try again.'), 'error');
    }
  };
  const togglePublished = async () => {
    try {
      if (b.status === 'published') {
        await unpublish(b.id).unwrap();
        showToast(`“${b.title}” is unpublished: readers no longer see it.`, 'success');
      } else {
        await publish(b.id).unwrap();
        showToast(`“${b.title}” is published in the library.`, 'success');
      }
    } catch (err) {
      showToast(errorMessage(err, 'That did not work. Please try again.'), 'error');
    }
  };

  const details = [b.authors.join(', '), FORMAT_LABELS[b.format], languageName(b.language), `Level ${b.reading_level}`, b.category?.name].filter(Boolean).join(' · ');
  return (
    <li
      data-testid="book-row"
      data-book-id={b.id}
      data-title={b.title}
      data-status={b.status}
      className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,2.4fr)_minmax(0,1.2fr)_minmax(0,0.7fr)_minmax(0,0.7fr)_auto] lg:items-center lg:gap-4"
    >
      <div className="flex min-w-0 gap-3">
        <CoverThumb src={b.cover} />
        <div className="min-w-0">
          <Link to={bookViewPath(base, b.id)} className="text-base font-bold break-words text-ink hover:text-primary-dark hover:underline" data-testid="book-open">
            {b.title}
          </Link>
          <p className="text-sm break-words text-ink-soft">{details}</p>
          {b.site ? (
            <p className="text-xs font-semibold text-ink-muted" data-testid="book-site">
              {b.site.name}
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex min-w-0 flex-col items-start gap-1 text-sm">
        <StatusBadge status={b.status} testId="book-status" />
        <p className="text-ink-muted">
          {b.status === 'published' ? `Published ${formatShortDate(b.published_at)}` : b.status === 'pending' ? `Sent ${formatShortDate(b.submitted_at)}` : `Changed ${formatShortDate(b.updated_at)}`}
          {b.uploaded_by ? <span className="block text-xs">By {b.uploaded_by.name}</span> : null}
        </p>
      </div>
      <p className="text-sm text-ink-soft">
        <span className="font-semibold lg:sr-only">Readings: </span>
        <span className="tabular-nums" data-testid="book-readings">
          {b.readings}
        </span>
        <span className="text-ink-muted"> · {b.reactions} reactions</span>
      </p>
      <div className="flex items-center gap-2 text-sm">
        <FeaturedSwitch checked={b.featured} title={b.title} busy={patchState.isLoading} disabled={!b.editable} onChange={(v) => void feature(v)} />
        <span className="text-ink-soft lg:sr-only">{b.featured ? 'Featured' : 'Not featured'}</span>
      </div>
      <div className="flex flex-wrap gap-2 lg:w-64 lg:justify-end">
        {b.editable ? (
          <>
            <Link to={bookEditorPath(base, b.id)} className={buttonClass('ghost', 'sm')} data-testid="book-edit">
              <PenIcon size={16} />
              Edit<span className="sr-only"> “{b.title}”</span>
            </Link>
            <button
              type="button"
              disabled={busy}
              className={b.status === 'published' ? buttonClass('secondary', 'sm') : buttonClass('primary', 'sm')}
              onClick={() => void togglePublished()}
              data-testid={b.status === 'published' ? 'book-unpublish' : 'book-publish'}
            >
              {busy ? <Spinner /> : b.status === 'published' ? null : <CheckIcon size={16} />}
              {b.status === 'published' ? 'Unpublish' : b.status === 'pending' ? 'Approve' : 'Publish'}
            </button>
            <button type="button" className={dangerButtonClass()} onClick={() => onDelete(b)} aria-label={`Delete “${b.title}”`} data-testid="book-delete">
              <TrashIcon size={16} />
            </button>
          </>
        ) : (
          <Link to={bookViewPath(base, b.id)} className={buttonClass('secondary', 'sm')} data-testid="book-view">
            View<span className="sr-only"> “{b.title}”</span>
          </Link>
        )}
      </div>
    </li>
  );
}
