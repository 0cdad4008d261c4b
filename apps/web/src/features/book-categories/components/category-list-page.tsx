import { CATEGORY_SCOPES, type TAdminCategory, type TCategoryScope } from '@commonshelf/shared/library/categories.schemas';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, AdminPageHeader, dangerButtonClass, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { LayersIcon, LockIcon, PenIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useDeleteCategoryMutation, useGetAdminCategoriesQuery } from '../api/book-categories.api';
import { useCategoryArea, type CategoryArea } from '../category-paths';

const SCOPE_ORDER: TCategoryScope[] = ['all', 'own', 'platform'];

/**
 * `admin-panel/all-book-categories` (the platform-wide categories) and `admin-school/book-categories`
 * (the school's own, with the platform's read only): search, pages, edit and delete.
 */
export function CategoryListPage() {
  const { t } = useTranslation('adminLibrary');
  useDocumentTitle(t('categories.title'));
  const area = useCategoryArea();
  const { values, page, set, pageHref } = useListParams(['search', 'scope'] as const);
  const scope: TCategoryScope = area.owner === 'school' && (CATEGORY_SCOPES as readonly string[]).includes(values.scope) ? (values.scope as TCategoryScope) : 'all';
  const { data, error, isLoading, isFetching, refetch } = useGetAdminCategoriesQuery({ search: values.search, scope, page, size: ADMIN_PAGE_SIZE });
  const [deleting, setDeleting] = useState<TAdminCategory | null>(null);
  const [remove, removeState] = useDeleteCategoryMutation();

  const description = area.owner === 'platform' ? t('categories.descriptionPlatform') : t('categories.descriptionSchool');

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      const done = await remove(deleting.id).unwrap();
      const left = filedPhrase(t, done.books_uncategorised, done.stories_uncategorised);
      const count = done.books_uncategorised + done.stories_uncategorised;
      showToast(left ? t('categories.deletedLeft', { name: deleting.name, left, count }) : t('categories.deleted', { name: deleting.name }), 'success');
      setDeleting(null);
    } catch (err) {
      showToast(errorMessage(err, t('categories.deleteFailed')), 'error');
    }
  };

  const pages = useListPages(data?.count, page, set);

  return (
    <section aria-labelledby="categories-title" className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid="category-list">
      <AdminPageHeader
        title={t('categories.title')}
        titleId="categories-title"
        description={description}
        action={
          <Link to={area.form()} className={buttonClass('primary', 'md')} data-testid="add-category">
            <PenIcon size={18} />
            {t('categories.add')}
          </Link>
        }
      />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        {area.owner === 'school' ? (
          <FilterTabs
            label={t('categories.whose')}
            testId="category-scope"
            value={scope}
            onChange={(v) => set({ scope: v === 'all' ? null : v })}
            tabs={SCOPE_ORDER.map((s) => ({ value: s, label: t(`categories.scope.${s}`) }))}
          />
        ) : null}
        <ListSearch
          value={values.search}
          onSearch={(search, replace) => set({ search }, replace)}
          label={t('categories.searchLabel')}
          placeholder={t('categories.searchPlaceholder')}
          testId="category-search"
        />
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('categories.forbidden')} testId="categories-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('categories.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <EmptyCategories area={area} search={values.search} scope={scope} onClear={() => set({ search: null })} />
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('categories.nounOne'), t('categories.nounOther')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('categories.updating')}</span> : null}
          </div>
          <ul role="list" className="flex flex-col gap-3" aria-busy={isFetching}>
            {data.results.map((c) => (
              <CategoryRow key={c.id} category={c} area={area} onDelete={() => setDeleting(c)} />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('categories.pages')} className="mt-2" /> : null}
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('categories.deleteTitle', { name: deleting.name }) : t('categories.deleteTitleBlank')}
        confirmLabel={t('categories.deleteConfirm')}
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

type T = TFunction<'adminLibrary'>;

/** "2 books and 1 story", leaving out what is none; '' for nothing. */
function filedPhrase(t: T, books: number, stories: number): string {
  const booksText = books ? t('categories.books', { count: books, n: formatNumber(books) }) : '';
  const storiesText = stories ? t('categories.stories', { count: stories, n: formatNumber(stories) }) : '';
  return booksText && storiesText ? t('categories.booksAndStories', { books: booksText, stories: storiesText }) : booksText || storiesText;
}

function DeleteConsequence({ category, area }: { category: TAdminCategory; area: CategoryArea }) {
  const { t } = useTranslation('adminLibrary');
  const where = area.owner === 'platform' ? t('categories.consequenceWhere') : '';
  const filed = filedPhrase(t, category.books_count, category.stories_count);
  const count = category.books_count + category.stories_count;
  return (
    <>
      <p>
        {filed ? (
          <Trans t={t} i18nKey="categories.consequence" values={{ filed, where, count }} components={{ strong: <strong /> }} />
        ) : (
          t('categories.consequenceNone')
        )}
      </p>
      <p className="mt-2">{t('categories.cannotUndo')}</p>
    </>
  );
}

function CategoryRow({ category: c, area, onDelete }: { category: TAdminCategory; area: CategoryArea; onDelete: () => void }) {
  const { t } = useTranslation('adminLibrary');
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
          <p className="text-base font-bold wrap-anywhere text-ink">{c.name}</p>
          {area.owner === 'school' ? <OwnerBadge owner={c.owner} /> : null}
        </div>
        <p className="font-mono text-xs text-ink-muted">{c.slug}</p>
        {c.description ? <p className="mt-1 line-clamp-2 text-sm text-ink-soft">{c.description}</p> : null}
      </div>
      <dl className="flex shrink-0 gap-5 text-sm sm:text-right" data-testid="category-usage">
        <div>
          <dt className="text-xs font-semibold text-ink-muted">{area.owner === 'school' && c.owner === 'platform' ? t('categories.yourBooks') : t('categories.booksHeader')}</dt>
          <dd className="font-bold text-ink tabular-nums" data-testid="category-books">
            {c.books_count}
            {c.books_count !== c.published_books_count ? <span className="font-normal text-ink-muted"> {t('categories.published', { n: c.published_books_count })}</span> : null}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-semibold text-ink-muted">{t('categories.storiesHeader')}</dt>
          <dd className="font-bold text-ink tabular-nums">{c.stories_count}</dd>
        </div>
      </dl>
      <div className="flex shrink-0 gap-2">
        {c.editable ? (
          <>
            <Link to={area.form(c.id)} className={buttonClass('secondary', 'sm')} data-testid="edit-category" aria-label={t('categories.editName', { name: c.name })}>
              <PenIcon size={16} />
              {t('categories.edit')}
            </Link>
            <button type="button" onClick={onDelete} className={dangerButtonClass()} data-testid="delete-category" aria-label={t('categories.deleteName', { name: c.name })}>
              {t('categories.delete')}
            </button>
          </>
        ) : (
          <span className="inline-flex h-9 items-center gap-1.5 px-2 text-sm text-ink-muted" title={t('categories.managedByPlatform')}>
            <LockIcon size={16} />
            {t('categories.readOnly')}
          </span>
        )}
      </div>
    </li>
  );
}

function OwnerBadge({ owner }: { owner: TAdminCategory['owner'] }) {
  const { t } = useTranslation('adminLibrary');
  return owner === 'platform' ? (
    <span className="inline-flex h-6 items-center rounded-full border border-line-soft bg-surface-alt px-2 text-xs font-semibold text-ink-soft">{t('categories.badgePlatform')}</span>
  ) : (
    <span className="inline-flex h-6 items-center rounded-full bg-primary-light px-2 text-xs font-semibold text-primary-dark">{t('categories.badgeSchool')}</span>
  );
}

function EmptyCategories({ area, search, scope, onClear }: { area: CategoryArea; search: string; scope: TCategoryScope; onClear: () => void }) {
  const { t } = useTranslation('adminLibrary');
  if (search) {
    return (
      <StateMessage
        icon={<SearchIcon size={24} />}
        title={t('categories.noMatch', { search })}
        testId="categories-empty"
        action={
          <button type="button" onClick={onClear} className={buttonClass('secondary', 'sm')}>
            {t('categories.clearSearch')}
          </button>
        }
      >
        {t('categories.tryAnother')}
      </StateMessage>
    );
  }
  const own = area.owner === 'platform' || scope === 'own';
  return (
    <StateMessage
      icon={<LayersIcon size={24} />}
      title={own && area.owner === 'school' ? t('categories.noneOwnYet') : t('categories.noneYet')}
      testId="categories-empty"
      action={
        <Link to={area.form()} className={buttonClass('primary', 'sm')}>
          {t('categories.addOne')}
        </Link>
      }
    >
      {t('categories.emptyHint')}
    </StateMessage>
  );
}
