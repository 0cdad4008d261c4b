import { CATEGORY_SCOPES, type TAdminCategory, type TCategoryScope } from '@commonshelf/shared/library/categories.schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, AdminPageHeader, dangerButtonClass, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListParams } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { LayersIcon, LockIcon, PenIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf } from '../../../lib/filter-query';
import { pluralize } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteCategoryMutation, useGetAdminCategoriesQuery } from '../api/book-categories.api';
import { useCategoryArea, type CategoryArea } from '../category-paths';

const SCOPE_LABELS: Record<TCategoryScope, string> = { all: 'All', own: 'Your school’s', platform: 'Platform-wide' };
const SCOPE_ORDER: TCategoryScope[] = ['all', 'own', 'platform'];

/**
 * `admin-panel/all-book-categories` (the platform-wide categories) and `admin-school/book-categories`
 * (the school's own, with the platform's read only): search, pages, edit and delete.
 */
export function CategoryListPage() {
  useDocumentTitle('Book categories');
  const area = useCategoryArea();
  const { values, page, set, pageHref } = useListParams(['search', 'scope'] as const);
  const scope: TCategoryScope = area.owner === 'school' && (CATEGORY_SCOPES as readonly string[]).includes(values.scope) ? (values.scope as TCategoryScope) : 'all';
  const { data, error, isLoading, isFetching, refetch } = useGetAdminCategoriesQuery({ search: values.search, scope, page, size: ADMIN_PAGE_SIZE });
  const [deleting, setDeleting] = useState<TAdminCategory | null>(null);
  const [remove, removeState] = useDeleteCategoryMutation();

  const description =
    area.owner === 'platform'
      ? 'Platform-wide categories: every school’s library and every uploader can file books under them.'
      : 'Your school’s own categories, and the platform-wide ones your school’s books can use too.';

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const done = await remove(deleting.id).unwrap();
      const left = filedPhrase(done.books_uncategorised, done.stories_uncategorised);
      const many = done.books_uncategorised + done.stories_uncategorised > 1;
      showToast(left ? `“${deleting.name}” is deleted. ${left} ${many ? 'are' : 'is'} now uncategorised.` : `“${deleting.name}” is deleted.`, 'success');
      setDeleting(null);
    } catch (err) {
      showToast(errorMessage(err, 'The category could not be deleted. Please try again.'), 'error');
    }
  };

  const pages = data ? pageCountOf(data.count, ADMIN_PAGE_SIZE) : 1;

  return (
    <section aria-labelledby="categories-title" className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid="category-list">
      <AdminPageHeader
        title="Book categories"
        titleId="categories-title"
        description={description}
        action={
          <Link to={area.form()} className={buttonClass('primary', 'md')} data-testid="add-category">
            <PenIcon size={18} />
            Add category
          </Link>
        }
      />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        {area.owner === 'school' ? (
          <FilterTabs
            label="Whose categories"
            testId="category-scope"
            value={scope}
            onChange={(v) => set({ scope: v === 'all' ? null : v })}
            tabs={SCOPE_ORDER.map((s) => ({ value: s, label: SCOPE_LABELS[s] }))}
          />
        ) : null}
        <ListSearch
          value={values.search}
          onSearch={(search, replace) => set({ search }, replace)}
          label="Search categories"
          placeholder="Search by name, address or description"
          testId="category-search"
        />
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title="Only admins manage book categories." testId="categories-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what="the categories" onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <EmptyCategories area={area} search={values.search} scope={scope} onClear={() => set({ search: null })} />
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={['category', 'categories']} />
            {isFetching ? <span className="text-sm text-ink-muted">Updating…</span> : null}
          </div>
          <ul role="list" className="flex flex-col gap-3" aria-busy={isFetching}>
            {data.results.map((c) => (
              <CategoryRow key={c.id} category={c} area={area} onDelete={() => setDeleting(c)} />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label="Category pages" className="mt-2" /> : null}
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? `Delete “${deleting.name}”?` : 'Delete category?'}
        confirmLabel="Delete category"
        danger
        busy={removeState.isLoading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="delete-category-dialog"
      >
        {deleting ? <DeleteConsequence category={deleting} area={area} /> : null}
      </ConfirmDialog>
    </section>
  );
}

/** "2 books and 1 story", leaving out what is none; '' for nothing. */
function filedPhrase(books: number, stories: number): string {
  return [books ? pluralize(books, 'book') : '', stories ? pluralize(stories, 'story', 'stories') : ''].filter(Boolean).join(' and ');
}

function DeleteConsequence({ category, area }: { category: TAdminCategory; area: CategoryArea }) {
  const where = area.owner === 'platform' ? ' on every site' : '';
  const filed = filedPhrase(category.books_count, category.stories_count);
  const many = category.books_count + category.stories_count > 1;
  return (
    <>
      <p>
        {filed ? (
          <>
            Its {filed}
            {where} {many ? 'stay' : 'stays'} in the library, but <strong>uncategorised</strong>: {many ? 'they leave' : 'it leaves'} this category’s
            shelf and filter until you file {many ? 'them' : 'it'} under another category.
          </>
        ) : (
          <>No books or stories are filed under it, so nothing else changes.</>
        )}
      </p>
      <p className="mt-2">This cannot be undone.</p>
    </>
  );
}

function CategoryRow({ category: c, area, onDelete }: { category: TAdminCategory; area: CategoryArea; onDelete: () => void }) {
  return (
    <li
      data-testid="category-row"
      data-category-id={c.id}
      data-category-name={c.name}
      className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:flex-row sm:items-center"
    >
      <span aria-hidden="true" className="hidden size-11 shrink-0 items-center justify-center rounded-xl bg-primary-light text-primary sm:flex">
        <LayersIcon size={22} />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-base font-bold break-words text-ink">{c.name}</p>
          {area.owner === 'school' ? <OwnerBadge owner={c.owner} /> : null}
        </div>
        <p className="font-mono text-xs text-ink-muted">{c.slug}</p>
        {c.description ? <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{c.description}</p> : null}
      </div>
      <dl className="flex shrink-0 gap-5 text-sm sm:text-right" data-testid="category-usage">
        <div>
          <dt className="text-xs font-semibold text-ink-muted">{area.owner === 'school' && c.owner === 'platform' ? 'Your books' : 'Books'}</dt>
          <dd className="font-bold text-ink tabular-nums" data-testid="category-books">
            {c.books_count}
            {c.books_count !== c.published_books_count ? <span className="font-normal text-ink-muted"> ({c.published_books_count} published)</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-muted">Stories</dt>
          <dd className="font-bold text-ink tabular-nums">{c.stories_count}</dd>
        </div>
      </dl>
      <div className="flex shrink-0 gap-2">
        {c.editable ? (
          <>
            <Link to={area.form(c.id)} className={buttonClass('secondary', 'sm')} data-testid="edit-category" aria-label={`Edit ${c.name}`}>
              <PenIcon size={16} />
              Edit
            </Link>
            <button type="button" onClick={onDelete} className={dangerButtonClass()} data-testid="delete-category" aria-label={`Delete ${c.name}`}>
              Delete
            </button>
          </>
        ) : (
          <span className="inline-flex h-9 items-center gap-1.5 px-2 text-sm text-ink-muted" title="Managed by the platform admin">
            <LockIcon size={16} />
            Read only
          </span>
        )}
      </div>
    </li>
  );
}

function OwnerBadge({ owner }: { owner: TAdminCategory['owner'] }) {
  return owner === 'platform' ? (
    <span className="inline-flex h-6 items-center rounded-full border border-line-soft bg-surface-alt px-2 text-xs font-semibold text-ink-soft">Platform-wide</span>
  ) : (
    <span className="inline-flex h-6 items-center rounded-full bg-primary-light px-2 text-xs font-semibold text-primary-dark">Your school</span>
  );
}

function EmptyCategories({ area, search, scope, onClear }: { area: CategoryArea; search: string; scope: TCategoryScope; onClear: () => void }) {
  if (search) {
    return (
      <StateMessage
        icon={<SearchIcon size={24} />}
        title={`No categories match “${search}”.`}
        testId="categories-empty"
        action={
          <button type="button" onClick={onClear} className={buttonClass('secondary', 'sm')}>
            Clear the search
          </button>
        }
      >
        Try another word, or part of a name.
      </StateMessage>
    );
  }
  const own = area.owner === 'platform' || scope === 'own';
  return (
    <StateMessage
      icon={<LayersIcon size={24} />}
      title={own ? (area.owner === 'platform' ? 'No categories yet' : 'Your school has no categories of its own yet') : 'No categories yet'}
      testId="categories-empty"
      action={
        <Link to={area.form()} className={buttonClass('primary', 'sm')}>
          Add a category
        </Link>
      }
    >
      Categories sort the library into shelves readers can browse and filter, such as “Animal Tales” or “Poems & Rhymes”.
    </StateMessage>
  );
}
