import { ORG_STORY_STATUSES, type TOrgBook, type TOrgBookStats, type TOrgSites, type TOrgStory } from '@commonshelf/shared/library/story-admin.schemas';
import { useId, useState, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, AdminPageHeader, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { BookIcon, ExternalLinkIcon, FileTextIcon, LockIcon, SchoolIcon, SearchIcon, StarIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { StatCardsSkeleton } from '../../../components/ui/stats';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetOrgBooksQuery, useGetOrgBookStatsQuery, useGetOrgSitesQuery, useGetOrgStoriesQuery, useGetOrgStoryQuery } from '../api/story-admin.api';
import { PublicationBadge, shortDate, StoryPreviewDialog } from './story-ui';
import { ItemName } from '../../../components/ui/item-name';

type OrgStatus = (typeof ORG_STORY_STATUSES)[number];

/** The organization's sites for the school filter: its own first, then its schools. */
function useSiteOptions(sites: TOrgSites | undefined) {
  const { t } = useTranslation('publishing');
  if (!sites) return [];
  return [
    { value: sites.organization.id, label: t('orgAdmin.organizationName', { name: sites.organization.name }) },
    ...sites.schools.map((s) => ({ value: s.id, label: s.name })),
  ];
}

function SchoolBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex max-w-full items-start gap-1 rounded-xl bg-surface-alt px-2 py-0.5 text-xs font-semibold text-ink-soft" data-testid="item-school">
      <SchoolIcon size={14} className="mt-px shrink-0" />
      <span className="min-w-0 wrap-anywhere">{name}</span>
    </span>
  );
}

function ForbiddenOrError({ error, what, onRetry, retrying }: { error: unknown; what: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('publishing');
  if (errorStatus(error) === 403) {
    return (
      <StateMessage icon={<LockIcon size={24} />} title={t('orgAdmin.forbidden')} testId="org-forbidden">
        {errorMessage(error, '')}
      </StateMessage>
    );
  }
  if (errorStatus(error) === 404) {
    return (
      <StateMessage icon={<SchoolIcon size={24} />} title={t('orgAdmin.schoolMissing')} testId="org-school-missing">
        {t('orgAdmin.chooseSchool')}
      </StateMessage>
    );
  }
  return <ErrorState what={what} onRetry={onRetry} retrying={retrying} />;
}

function Filters({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">{children}</div>;
}

// ---------------------------------------------------------------------------------------------
// Stories

/** `admin-organization/stories`: stories published or waiting for review across the organization's schools. */
export function OrgStoriesPage() {
  const { t } = useTranslation(['publishing', 'books']);
  useDocumentTitle(t('hub.stories'));
  const { values, page, set, pageHref } = useListParams(['school', 'status', 'search'] as const);
  const status: OrgStatus = (ORG_STORY_STATUSES as readonly string[]).includes(values.status) ? (values.status as OrgStatus) : 'all';
  const sites = useGetOrgSitesQuery();
  const schoolOptions = useSiteOptions(sites.data);
  const { data, error, isLoading, isFetching, refetch } = useGetOrgStoriesQuery({ school: values.school, status, search: values.search, page, size: ADMIN_PAGE_SIZE });
  const [previewId, setPreviewId] = useState<number | null>(null);
  const pages = useListPages(data?.count, page, set);
  const filtered = status !== 'all' || values.school !== '' || values.search !== '';

  return (
    <section aria-labelledby="org-stories-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="org-stories">
      <AdminPageHeader
        title={t('hub.stories')}
        titleId="org-stories-title"
        description={
          sites.data
            ? t('orgAdmin.storiesIntro', { count: sites.data.schools.length, organization: sites.data.organization.name })
            : t('orgAdmin.storiesIntroShort')
        }
      />
      <Filters>
        <FilterTabs
          label={t('storyAdmin.status')}
          testId="org-story-status"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={ORG_STORY_STATUSES.map((s) => ({ value: s, label: t(`storyAdmin.tabs.${s}`), count: data?.counts[s] }))}
        />
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('storyAdmin.search')} placeholder={t('orgAdmin.storySearchPlaceholder')} testId="org-story-search" />
          <FilterSelect label={t('orgAdmin.school')} value={values.school} onChange={(v) => set({ school: v })} allLabel={t('books:admin.list.allSchools')} options={schoolOptions} testId="org-school-filter" />
        </div>
      </Filters>

      {isLoading ? (
        <ListSkeleton />
      ) : error || !data ? (
        <ForbiddenOrError error={error} what={t('storyAdmin.theStories')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage
          icon={filtered ? <SearchIcon size={24} /> : <FileTextIcon size={24} />}
          title={filtered ? t('storyAdmin.noMatch') : t('storyAdmin.noStories')}
          testId="org-stories-empty"
          action={
            filtered ? (
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ school: null, status: null, search: null })}>
                {t('storyAdmin.showAll')}
              </button>
            ) : undefined
          }
        >
          {filtered ? null : t('orgAdmin.storiesEmptyHint')}
        </StateMessage>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('storyAdmin.nounOne'), t('storyAdmin.nounOther')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('storyAdmin.updating')}</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="grid gap-3 md:grid-cols-2">
            {data.results.map((s) => (
              <OrgStoryCard key={s.id} story={s} onPreview={() => setPreviewId(s.id)} />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('storyAdmin.pagerLabel')} className="mt-2" /> : null}
        </>
      )}
      <OrgStoryPreview id={previewId} fallback={data?.results.find((s) => s.id === previewId) ?? null} onClose={() => setPreviewId(null)} />
    </section>
  );
}

function OrgStoryCard({ story: s, onPreview }: { story: TOrgStory; onPreview: () => void }) {
  const { t } = useTranslation('publishing');
  const when =
    s.status === 'published'
      ? t('orgAdmin.publishedOn', { date: shortDate(s.published_at) })
      : s.submitted_at
        ? t('orgAdmin.sentOn', { date: shortDate(s.submitted_at) })
        : t('orgAdmin.waiting');
  return (
    <li data-testid="org-story-row" data-title={s.title} data-status={s.status} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card">
      <div className="flex items-start gap-3">
        {s.cover ? <img src={s.cover} alt="" className="h-16 w-12 shrink-0 rounded-lg object-cover" /> : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <PublicationBadge status={s.status} />
            <SchoolBadge name={s.site.name} />
          </div>
          <button type="button" onClick={onPreview} className="mt-1.5 text-left text-base font-bold wrap-anywhere text-ink hover:text-primary-dark hover:underline">
            {s.title}
          </button>
          {s.summary ? <p className="line-clamp-2 text-sm text-ink-soft">{s.summary}</p> : null}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-ink-muted">
          {t('orgAdmin.byWhen', { by: t('review.by', { name: s.author ?? t('review.formerUser') }), when })}
        </p>
        <div className="flex gap-2">
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onPreview} data-testid="org-story-preview">
            {t('storyAdmin.preview')}<ItemName>{s.title}</ItemName>
          </button>
          {s.url ? (
            <a href={s.url} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'sm')}>
              <ExternalLinkIcon size={16} />
              <Trans t={t} i18nKey="orgAdmin.open" values={{ title: s.title, site: s.site.name }} components={{ sr: <span className="sr-only" /> }} />
            </a>
          ) : null}
        </div>
      </div>
    </li>
  );
}

function OrgStoryPreview({ id, fallback, onClose }: { id: number | null; fallback: TOrgStory | null; onClose: () => void }) {
  const { data, isError, isFetching, refetch } = useGetOrgStoryQuery(id ?? 0, { skip: id === null });
  const story = data && data.id === id ? data : null;
  const shown = story ?? fallback;
  const { t } = useTranslation('publishing');
  return (
    <StoryPreviewDialog
      open={id !== null}
      onClose={onClose}
      heading={shown?.title ?? t('storyAdmin.colStory')}
      loading={!story && !isError}
      error={isError ? <ErrorState what={t('story.thisStory')} onRetry={() => void refetch()} retrying={isFetching} /> : undefined}
      bodyHtml={story?.body_html}
      lead={shown?.summary}
      meta={
        shown ? (
          <div className="flex flex-wrap items-center gap-2">
            <PublicationBadge status={shown.status} />
            <SchoolBadge name={shown.site.name} />
            {shown.author ? <span>{t('review.by', { name: shown.author })}</span> : null}
          </div>
        ) : null
      }
      actions={
        shown?.url ? (
          <a href={shown.url} target="_blank" rel="noreferrer" className={buttonClass('primary', 'md')}>
            <ExternalLinkIcon size={16} />
            {t('orgAdmin.openOnSite', { site: shown.site.name })}
          </a>
        ) : undefined
      }
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Books

type BookTab = 'all' | 'published' | 'pending' | 'featured';
const BOOK_TABS: readonly BookTab[] = ['all', 'published', 'featured', 'pending'];

/** `admin-organization/books`: the book statistics (Home, All Books, Featured Books) and the books across the schools. */
export function OrgBooksPage() {
  const { t } = useTranslation(['books', 'publishing']);
  useDocumentTitle(t('admin.list.books'));
  const { values, page, set, pageHref } = useListParams(['school', 'show', 'search'] as const);
  const tab: BookTab = BOOK_TABS.includes(values.show as BookTab) ? (values.show as BookTab) : 'all';
  const sites = useGetOrgSitesQuery();
  const schoolOptions = useSiteOptions(sites.data);
  const stats = useGetOrgBookStatsQuery({ school: values.school });
  const { data, error, isLoading, isFetching, refetch } = useGetOrgBooksQuery({
    school: values.school,
    status: tab === 'featured' ? 'published' : tab === 'all' ? 'all' : tab,
    featured: tab === 'featured' ? 'true' : '',
    search: values.search,
    page,
    size: ADMIN_PAGE_SIZE,
  });
  const pages = useListPages(data?.count, page, set);
  const filtered = tab !== 'all' || values.school !== '' || values.search !== '';
  const chosen = values.school ? schoolOptions.find((o) => o.value === values.school)?.label : undefined;
  const across = useAcrossAll(sites.data);
  const scopeName = chosen ? t('publishing:orgAdmin.libraryOf', { name: chosen }) : across;

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="org-books">
      <AdminPageHeader
        title={t('admin.list.books')}
        titleId="org-books-title"
        description={t('publishing:orgAdmin.booksIntro')}
        action={
          <FilterSelect label={t('publishing:orgAdmin.school')} value={values.school} onChange={(v) => set({ school: v })} allLabel={t('admin.list.allSchools')} options={schoolOptions} testId="org-school-filter" />
        }
      />

      <BookStatistics stats={stats.data} error={stats.error} loading={stats.isLoading} retrying={stats.isFetching} onRetry={() => void stats.refetch()} scopeName={scopeName} />

      <section aria-labelledby="org-book-list-title" className="flex flex-col gap-4">
        <h2 id="org-book-list-title" className="text-xl font-bold text-ink">
          {t('admin.list.books')}
        </h2>
        <Filters>
          <FilterTabs
            label={t('publishing:orgAdmin.show')}
            testId="org-book-tabs"
            value={tab}
            onChange={(v) => set({ show: v === 'all' ? null : v })}
            tabs={BOOK_TABS.map((value) => ({ value, label: value === 'featured' ? t('featured') : t(`admin.list.tabs.${value}`) }))}
          />
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('admin.list.search')} placeholder={t('admin.list.searchPlaceholder')} testId="org-book-search" />
        </Filters>
        {isLoading ? (
          <ListSkeleton />
        ) : error || !data ? (
          <ForbiddenOrError error={error} what={t('admin.list.theBooks')} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <StateMessage
            icon={filtered ? <SearchIcon size={24} /> : <BookIcon size={24} />}
            title={filtered ? t('admin.list.noMatch') : t('admin.list.noBooks')}
            testId="org-books-empty"
            action={
              filtered ? (
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ school: null, show: null, search: null })}>
                  {t('admin.list.showAll')}
                </button>
              ) : undefined
            }
          >
            {filtered ? null : t('publishing:orgAdmin.booksEmptyHint')}
          </StateMessage>
        ) : (
          <>
            <div className="flex items-center justify-between gap-3">
              <RangeNote page={page} count={data.count} noun={[t('admin.list.nounOne'), t('admin.list.nounOther')]} />
              {isFetching ? <span className="text-sm text-ink-muted">{t('admin.list.updating')}</span> : null}
            </div>
            <div className="overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
              <div aria-hidden="true" className="hidden grid-cols-[minmax(0,2.4fr)_minmax(0,1.2fr)_minmax(0,1fr)_7rem_auto] gap-4 border-b border-line-soft bg-surface-alt px-4 py-2.5 text-xs font-bold tracking-wide text-ink-muted uppercase lg:grid">
                <span>{t('admin.list.colBook')}</span>
                <span>{t('publishing:orgAdmin.school')}</span>
                <span>{t('admin.statusLegend')}</span>
                <span className="text-right">{t('admin.list.colReadings')}</span>
                <span className="w-20" />
              </div>
              <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft">
                {data.results.map((b) => (
                  <OrgBookRow key={b.id} book={b} />
                ))}
              </ul>
            </div>
            {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('admin.list.pagerLabel')} className="mt-2" /> : null}
          </>
        )}
      </section>
    </div>
  );
}

function useAcrossAll(sites: TOrgSites | undefined): string {
  const { t } = useTranslation('publishing');
  return sites
    ? t('orgAdmin.across', { count: sites.schools.length, organization: sites.organization.name })
    : t('orgAdmin.acrossShort');
}

/** The book statistics of the whole organization, for its dashboard (the books page has them per school too). */
export function OrgBookStatistics() {
  const sites = useGetOrgSitesQuery();
  const stats = useGetOrgBookStatsQuery({ school: '' });
  const across = useAcrossAll(sites.data);
  return <BookStatistics stats={stats.data} error={stats.error} loading={stats.isLoading} retrying={stats.isFetching} onRetry={() => void stats.refetch()} scopeName={across} />;
}

/** The spec's book statistics: a "Home" overview with "All Books" and "Featured Books", then each site's share. */
function BookStatistics({
  stats,
  error,
  loading,
  retrying,
  onRetry,
  scopeName,
}: {
  stats: TOrgBookStats | undefined;
  error: unknown;
  loading: boolean;
  retrying: boolean;
  onRetry: () => void;
  scopeName: string;
}) {
  const headingId = useId();
  const { t } = useTranslation(['publishing', 'books']);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="org-book-stats">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-ink">
          {t('orgAdmin.home')}
        </h2>
        <p className="text-sm text-ink-soft">{scopeName}</p>
      </div>
      {loading ? (
        <StatCardsSkeleton cards={4} label={t('orgAdmin.loadingStats')} />
      ) : !stats ? (
        <ForbiddenOrError error={error} what={t('books:admin.stats.theStats')} onRetry={onRetry} retrying={retrying} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard heading={t('orgAdmin.allBooks')} value={stats.book_stats.all_book} note={t('orgAdmin.allBooksNote')} icon={<BookIcon size={22} />} testId="stat-all-books" strong />
            <StatCard heading={t('orgAdmin.featuredBooks')} value={stats.book_stats.featured_book} note={t('orgAdmin.featuredBooksNote')} icon={<StarIcon size={22} />} testId="stat-featured-books" strong />
            <StatCard heading={t('storyAdmin.tabs.pending')} value={stats.pending_book} note={t('orgAdmin.pendingNote')} icon={<FileTextIcon size={22} />} testId="stat-pending-books" />
            <StatCard heading={t('books:admin.list.colReadings')} value={stats.readings} note={t('orgAdmin.readingsNote')} icon={<SchoolIcon size={22} />} testId="stat-readings" />
          </div>
          {stats.by_site.length > 1 ? <SiteTable stats={stats} /> : null}
        </>
      )}
    </section>
  );
}

function StatCard({ heading, value, note, icon, testId, strong = false }: { heading: string; value: number; note: string; icon: ReactNode; testId: string; strong?: boolean }) {
  return (
    <div className={`flex flex-col gap-2 rounded-[var(--radius-card)] border p-4 shadow-card ${strong ? 'border-primary/30 bg-primary-light' : 'border-line-soft bg-surface'}`} data-testid={testId}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-bold text-ink">{heading}</h3>
        <span aria-hidden="true" className="text-primary">
          {icon}
        </span>
      </div>
      <p className="text-3xl font-extrabold text-ink tabular-nums" data-testid="stat-value">
        {formatNumber(value)}
      </p>
      <p className="text-xs text-ink-muted">{note}</p>
    </div>
  );
}

function SiteTable({ stats }: { stats: TOrgBookStats }) {
  const { t } = useTranslation(['publishing', 'books']);
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="org-site-stats">
        <caption className="sr-only">{t('orgAdmin.perSite')}</caption>
        <thead className="bg-surface-alt text-xs font-bold tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              {t('orgAdmin.school')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('orgAdmin.allBooks')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('orgAdmin.featuredBooks')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('orgAdmin.waitingColumn')}
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              {t('hub.stories')}
            </th>
            <th scope="col" className="px-4 py-2.5 text-right">
              {t('books:admin.list.colReadings')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line-soft tabular-nums">
          {stats.by_site.map((r) => (
            <tr key={r.site.id} data-testid="org-site-row" data-site={r.site.name}>
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {r.site.name}
                {r.site.is_organization ? <span className="ml-1 font-normal text-ink-muted">{t('orgAdmin.organizationTag')}</span> : null}
              </th>
              <td className="px-3 py-3 text-right">{formatNumber(r.all_book)}</td>
              <td className="px-3 py-3 text-right">{formatNumber(r.featured_book)}</td>
              <td className="px-3 py-3 text-right">{formatNumber(r.pending_book)}</td>
              <td className="px-3 py-3 text-right">
                {formatNumber(r.published_story)}
                {r.pending_story ? <span className="text-ink-muted">{t('orgAdmin.plusWaiting', { number: formatNumber(r.pending_story) })}</span> : null}
              </td>
              <td className="px-4 py-3 text-right">{formatNumber(r.readings)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrgBookRow({ book: b }: { book: TOrgBook }) {
  const { t } = useTranslation(['books', 'publishing']);
  return (
    <li data-testid="org-book-row" data-title={b.title} className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,2.4fr)_minmax(0,1.2fr)_minmax(0,1fr)_7rem_auto] lg:items-center lg:gap-4">
      <div className="flex min-w-0 gap-3">
        {b.cover ? (
          <img src={b.cover} alt="" className="h-16 w-12 shrink-0 rounded-lg bg-surface-alt object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-16 w-12 shrink-0 items-center justify-center rounded-lg bg-primary-light text-primary">
            <BookIcon size={20} />
          </span>
        )}
        <div className="min-w-0">
          <p className="font-bold wrap-anywhere text-ink">{b.title}</p>
          <p className="truncate text-sm text-ink-soft">{b.authors.join(', ')}</p>
          <p className="text-xs text-ink-muted">
            {t('publishing:orgAdmin.formatLine', { format: t(`admin.formats.${b.format}`), category: b.category || t('publishing:orgAdmin.uncategorised') })}
          </p>
        </div>
      </div>
      <div className="min-w-0">
        <SchoolBadge name={b.site.name} />
      </div>
      <div className="flex flex-wrap items-center gap-1.5">
        <PublicationBadge status={b.status} />
        {b.featured ? (
          <span className="inline-flex h-6 items-center gap-1 rounded-full bg-announcement px-2 text-xs font-bold text-ink" data-testid="book-featured">
            <StarIcon size={12} /> {t('featured')}
          </span>
        ) : null}
        <span className="w-full text-xs text-ink-muted">{b.status === 'published' ? t('admin.list.publishedOn', { date: shortDate(b.published_at) }) : b.submitted_at ? t('admin.list.sentOn', { date: shortDate(b.submitted_at) }) : ''}</span>
      </div>
      <p className="text-sm text-ink-soft tabular-nums lg:text-right">
        <span className="lg:sr-only">{t('admin.list.readingsLabel')}</span>
        <span className="font-bold text-ink">{formatNumber(b.readings)}</span>
        <span className="block text-xs text-ink-muted">{t('publishing:orgAdmin.reactions', { count: b.reactions })}</span>
      </p>
      <div className="lg:w-20 lg:text-right">
        {b.url ? (
          <a href={b.url} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'sm')}>
            <ExternalLinkIcon size={16} />
            <Trans t={t} i18nKey="publishing:orgAdmin.open" values={{ title: b.title, site: b.site.name }} components={{ sr: <span className="sr-only" /> }} />
          </a>
        ) : null}
      </div>
    </li>
  );
}
