import {
  ADMIN_BOOK_SCOPES,
  ADMIN_BOOK_SORTS,
  ADMIN_BOOK_STATUSES,
  type TAdminBook,
  type TAdminBookScope,
  type TAdminBookSort,
  type TAdminBookStatus,
} from '@commonshelf/shared/library/book-admin.schemas';
import { bookLanguageOptions } from '../../../lib/book-languages';
import { BOOK_FORMATS } from '@commonshelf/shared/library/publishing.schemas';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_PAGE_SIZE, AdminPageHeader, dangerButtonClass, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { BookIcon, CheckIcon, GridIcon, LockIcon, PenIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
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
import { CoverThumb, FeaturedSwitch, formatLabel, formatShortDate, languageName, TrashIcon } from './book-admin-ui';
import { BookStatsPanel } from './book-stats';
import { ItemName } from '../../../components/ui/item-name';

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
  const { t } = useTranslation('books');
  const platform = base === '/admin-panel';
  useDocumentTitle(platform ? t('admin.allBooks') : t('admin.list.books'));
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
  const pages = useListPages(data?.count, page, set);
  const readOnly = scope === 'sites';

  const doDelete = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      showToast(t('admin.list.deleted', { title: deleting.title }), 'success');
      setDeleting(null);
    } catch (err) {
      showToast(errorMessage(err, t('admin.list.deleteFailed')), 'error');
    }
  };

  const categoryOptions = [
    { value: 'none', label: t('admin.list.noCategory') },
    ...(options.data?.categories ?? []).map((c) => ({ value: String(c.id), label: c.platform_wide || platform ? c.name : t('admin.list.yourSchool', { name: c.name }) })),
  ];

  return (
    <section aria-labelledby="books-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="admin-books">
      <AdminPageHeader
        title={platform ? t('admin.allBooks') : t('admin.list.books')}
        titleId="books-title"
        description={platform ? t('admin.list.introPlatform') : t('admin.list.introSchool')}
        action={
          <div className="flex flex-wrap gap-2">
            {platform ? (
              <Link to={`${base}/books-dashboard`} className={buttonClass('secondary', 'md')}>
                <GridIcon size={18} />
                {t('admin.list.dashboard')}
              </Link>
            ) : null}
            <Link to={bookEditorPath(base)} className={buttonClass('primary', 'md')} data-testid="add-book">
              <PenIcon size={18} />
              {t('admin.addBook')}
            </Link>
          </div>
        }
      />

      {platform ? null : (
        <section aria-label={t('admin.list.statistics')} data-testid="school-book-stats">
          <BookStatsPanel compact />
        </section>
      )}

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        {platform ? (
          <FilterTabs
            label={t('admin.list.whose')}
            testId="book-scope-tabs"
            value={scope}
            onChange={(v) => set({ scope: v === 'library' ? null : v, site: null })}
            tabs={[
              { value: 'library', label: t('admin.list.platformLibrary') },
              { value: 'sites', label: t('admin.list.schoolsBooks') },
            ]}
          />
        ) : null}
        <FilterTabs
          label={t('admin.statusLegend')}
          testId="book-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={TAB_ORDER.map((s) => ({ value: s, label: t(`admin.list.tabs.${s}`), count: data?.counts[s] }))}
        />
        <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('admin.list.search')} placeholder={t('admin.list.searchPlaceholder')} testId="book-search" />
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {scope === 'sites' ? (
            <FilterSelect
              label={t('admin.list.site')}
              value={values.site}
              onChange={(v) => set({ site: v })}
              allLabel={t('admin.list.allSchools')}
              options={(options.data?.sites ?? []).map((s) => ({ value: s.id, label: s.name }))}
              testId="book-site-filter"
            />
          ) : null}
          <FilterSelect label={t('facts.category')} value={values.category} onChange={(v) => set({ category: v })} allLabel={t('admin.list.allCategories')} options={categoryOptions} testId="book-category-filter" />
          <FilterSelect
            label={t('facts.language')}
            value={values.language}
            onChange={(v) => set({ language: v })}
            allLabel={t('admin.list.allLanguages')}
            options={bookLanguageOptions()}
            testId="book-language-filter"
          />
          <FilterSelect
            label={t('facts.format')}
            value={values.format}
            onChange={(v) => set({ format: v })}
            allLabel={t('admin.list.allFormats')}
            options={BOOK_FORMATS.map((value) => ({ value, label: formatLabel(value) }))}
            testId="book-format-filter"
          />
          <FilterSelect
            label={t('featured')}
            value={values.featured}
            onChange={(v) => set({ featured: v })}
            allLabel={t('admin.list.featuredOrNot')}
            options={[
              { value: 'true', label: t('admin.list.featuredOnly') },
              { value: 'false', label: t('admin.list.notFeatured') },
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
              {t('admin.list.clearFilters')}
            </button>
          </div>
        ) : null}
      </div>

      {isLoading ? (
        <ListSkeleton testId="books-loading" />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('admin.list.forbidden')} testId="books-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('admin.list.theBooks')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title={t('admin.list.noMatch')}
            testId="books-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ status: null, category: null, language: null, format: null, featured: null, site: null, search: null })}>
                {t('admin.list.showAll')}
              </button>
            }
          />
        ) : (
          <StateMessage
            icon={<BookIcon size={24} />}
            title={readOnly ? t('admin.list.noSchoolBooks') : t('admin.list.noBooks')}
            testId="books-empty"
            action={
              readOnly ? undefined : (
                <Link to={bookEditorPath(base)} className={buttonClass('primary', 'sm')}>
                  {t('admin.list.addFirst')}
                </Link>
              )
            }
          >
            {readOnly ? null : t('admin.list.emptyHint')}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('admin.list.nounOne'), t('admin.list.nounOther')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('admin.list.updating')}</span> : null}
          </div>
          <div className="overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            <div
              aria-hidden="true"
              className="hidden grid-cols-[minmax(0,2.4fr)_minmax(0,1.2fr)_minmax(0,0.7fr)_minmax(0,0.7fr)_auto] gap-4 border-b border-line-soft bg-surface-alt px-4 py-2.5 text-xs font-bold tracking-wide text-ink-muted uppercase lg:grid"
            >
              <span>{t('admin.list.colBook')}</span>
              <span>{t('admin.statusLegend')}</span>
              <span>{t('admin.list.colReadings')}</span>
              <span>{t('featured')}</span>
              <span className="w-64 text-right">{t('admin.list.colActions')}</span>
            </div>
            <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft">
              {data.results.map((b) => (
                <BookRow key={b.id} book={b} onDelete={setDeleting} />
              ))}
            </ul>
          </div>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('admin.list.pagerLabel')} className="mt-2" /> : null}
        </>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={t('admin.list.deleteTitle', { title: deleting?.title ?? '' })}
        confirmLabel={t('admin.list.deleteConfirm')}
        danger
        busy={removeState.isLoading}
        onConfirm={() => void doDelete()}
        onCancel={() => setDeleting(null)}
        testId="delete-book-dialog"
      >
        {t('admin.list.deleteBody')}
        {deleting?.status === 'published' ? t('admin.list.deleteUnpublishHint') : ''}
      </ConfirmDialog>
    </section>
  );
}

function SortSelect({ value, onChange }: { value: TAdminBookSort; onChange: (v: TAdminBookSort) => void }) {
  const { t } = useTranslation('books');
  return (
    <FilterSelect
      label={t('admin.list.sort')}
      value={value === '-updated_at' ? '' : value}
      onChange={(v) => onChange((v || '-updated_at') as TAdminBookSort)}
      allLabel={t('admin.list.sorts.-updated_at')}
      options={ADMIN_BOOK_SORTS.filter((s) => s !== '-updated_at').map((s) => ({ value: s, label: t(`admin.list.sorts.${s}`) }))}
      testId="book-sort"
    />
  );
}

/** One book: cover, title and details; status; readings; featured; view, edit, publish or unpublish, delete. */
function BookRow({ book: b, onDelete }: { book: TAdminBook; onDelete: (b: TAdminBook) => void }) {
  const base = useBookAdminBase();
  const { t } = useTranslation('books');
  const [patch, patchState] = usePatchAdminBookMutation();
  const [publish, publishState] = usePublishAdminBookMutation();
  const [unpublish, unpublishState] = useUnpublishAdminBookMutation();
  const busy = publishState.isLoading || unpublishState.isLoading;

  const feature = async (featured: boolean) => {
    try {
      await patch({ id: b.id, featured }).unwrap();
      showToast(featured ? t('admin.list.nowFeatured', { title: b.title }) : t('admin.list.noLongerFeatured', { title: b.title }), 'success');
    } catch (err) {
      showToast(errorMessage(err, t('admin.failed')), 'error');
    }
  };
  const togglePublished = async () => {
    try {
      if (b.status === 'published') {
        await unpublish(b.id).unwrap();
        showToast(t('admin.list.unpublished', { title: b.title }), 'success');
      } else {
        await publish(b.id).unwrap();
        showToast(t('admin.list.published', { title: b.title }), 'success');
      }
    } catch (err) {
      showToast(errorMessage(err, t('admin.failed')), 'error');
    }
  };

  const details = [b.authors.join(', '), formatLabel(b.format), languageName(b.language), t('admin.level', { level: b.reading_level }), b.category?.name].filter(Boolean).join(' · ');
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
          <Link to={bookViewPath(base, b.id)} className="text-base font-bold wrap-anywhere text-ink hover:text-primary-dark hover:underline" data-testid="book-open">
            {b.title}
          </Link>
          <p className="text-sm wrap-anywhere text-ink-soft">{details}</p>
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
          {b.status === 'published'
            ? t('admin.list.publishedOn', { date: formatShortDate(b.published_at) })
            : b.status === 'pending'
              ? t('admin.list.sentOn', { date: formatShortDate(b.submitted_at) })
              : t('admin.list.changedOn', { date: formatShortDate(b.updated_at) })}
          {b.uploaded_by ? <span className="block text-xs">{t('admin.list.by', { name: b.uploaded_by.name })}</span> : null}
        </p>
      </div>
      <p className="text-sm text-ink-soft">
        <span className="font-semibold lg:sr-only">{t('admin.list.readingsLabel')}</span>
        <span className="tabular-nums" data-testid="book-readings">
          {b.readings}
        </span>
        <span className="text-ink-muted">{t('admin.list.reactions', { count: b.reactions })}</span>
      </p>
      <div className="flex items-center gap-2 text-sm">
        <FeaturedSwitch checked={b.featured} title={b.title} busy={patchState.isLoading} disabled={!b.editable} onChange={(v) => void feature(v)} />
        <span className="text-ink-soft lg:sr-only">{b.featured ? t('featured') : t('admin.list.notFeatured')}</span>
      </div>
      <div className="flex flex-wrap gap-2 lg:w-64 lg:justify-end">
        {b.editable ? (
          <>
            <Link to={bookEditorPath(base, b.id)} className={buttonClass('ghost', 'sm')} data-testid="book-edit">
              <PenIcon size={16} />
              <Trans t={t} i18nKey="admin.list.edit" values={{ title: b.title }} components={{ sr: <span className="sr-only" /> }} />
            </Link>
            <button
              type="button"
              {...busyButtonProps(busy)}
              className={b.status === 'published' ? buttonClass('secondary', 'sm') : buttonClass('primary', 'sm')}
              onClick={() => void togglePublished()}
              data-testid={b.status === 'published' ? 'book-unpublish' : 'book-publish'}
            >
              {busy ? <Spinner /> : b.status === 'published' ? null : <CheckIcon size={16} />}
              {b.status === 'published' ? t('admin.list.unpublish') : b.status === 'pending' ? t('admin.list.approve') : t('admin.status.publish')}<ItemName>{b.title}</ItemName>
            </button>
            <button type="button" className={dangerButtonClass()} onClick={() => onDelete(b)} aria-label={t('admin.list.deleteLabel', { title: b.title })} data-testid="book-delete">
              <TrashIcon size={16} />
            </button>
          </>
        ) : (
          <Link to={bookViewPath(base, b.id)} className={buttonClass('secondary', 'sm')} data-testid="book-view">
            <Trans t={t} i18nKey="admin.list.view" values={{ title: b.title }} components={{ sr: <span className="sr-only" /> }} />
          </Link>
        )}
      </div>
    </li>
  );
}
