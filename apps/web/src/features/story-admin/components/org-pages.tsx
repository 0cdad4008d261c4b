import { ORG_STORY_STATUSES, type TOrgBook, type TOrgBookStats, type TOrgSites, type TOrgStory } from '@commonshelf/shared/library/story-admin.schemas';
import { useId, useState, type ReactNode } from 'react';
import {
  ADMIN_PAGE_SIZE,
  AdminPageHeader,
  FilterSelect,
  FilterTabs,
  ListSearch,
  ListSkeleton,
  RangeNote,
  useListParams,
} from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { BookIcon, ExternalLinkIcon, FileTextIcon, LockIcon, SchoolIcon, SearchIcon, StarIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { StatCardsSkeleton } from '../../../components/ui/stats';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf } from '../../../lib/filter-query';
import { pluralize } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetOrgBooksQuery, useGetOrgBookStatsQuery, useGetOrgSitesQuery, useGetOrgStoriesQuery, useGetOrgStoryQuery } from '../api/story-admin.api';
import { PublicationBadge, shortDate, StoryPreviewDialog } from './story-ui';

type OrgStatus = (typeof ORG_STORY_STATUSES)[number];
const STATUS_LABELS: Record<OrgStatus, string> = { all: 'All', pending: 'Waiting for review', published: 'Published' };

/** The organization's sites for the school filter: its own first, then its schools. */
function siteOptions(sites: TOrgSites | undefined) {
  if (!sites) return [];
  return [
    { value: sites.organization.id, label: `${sites.organization.name} (organization)` },
    ...sites.schools.map((s) => ({ value: s.id, label: s.name })),
  ];
}

function SchoolBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex max-w-full items-start gap-1 rounded-xl bg-surface-alt px-2 py-0.5 text-xs font-semibold text-ink-soft" data-testid="item-school">
      <SchoolIcon size={14} className="mt-px shrink-0" />
      <span className="min-w-0 break-words">{name}</span>
    </span>
  );
}

function ForbiddenOrError({ error, what, onRetry, retrying }: { error: unknown; what: string; onRetry: () => void; retrying: boolean }) {
  if (errorStatus(error) === 403) {
    return (
      <StateMessage icon={<LockIcon size={24} />} title="Only the organization’s admins see its schools’ work." testId="org-forbidden">
        {errorMessage(error, '')}
      </StateMessage>
    );
  }
  if (errorStatus(error) === 404) {
    return (
      <StateMessage icon={<SchoolIcon size={24} />} title="This school is not part of your organization." testId="org-school-missing">
        Choose a school from the list.
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
  useDocumentTitle('Stories');
  const { values, page, set, pageHref } = useListParams(['school', 'status', 'search'] as const);
  const status: OrgStatus = (ORG_STORY_STATUSES as readonly string[]).includes(values.status) ? (values.status as OrgStatus) : 'all';
  const sites = useGetOrgSitesQuery();
  const { data, error, isLoading, isFetching, refetch } = useGetOrgStoriesQuery({ school: values.school, status, search: values.search, page, size: ADMIN_PAGE_SIZE });
  const [previewId, setPreviewId] = useState<number | null>(null);
  const pages = data ? pageCountOf(data.count, ADMIN_PAGE_SIZE) : 1;
  const filtered = status !== 'all' || values.school !== '' || values.search !== '';

  return (
    <section aria-labelledby="org-stories-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="org-stories">
      <AdminPageHeader
        title="Stories"
        titleId="org-stories-title"
        description={
          sites.data
            ? `Stories written across your schools: ${pluralize(sites.data.schools.length, 'school')} of ${sites.data.organization.name}, published or waiting for review.`
            : 'Stories written across your schools.'
        }
      />
      <Filters>
        <FilterTabs
          label="Status"
          testId="org-story-status"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={ORG_STORY_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s], count: data?.counts[s] }))}
        />
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label="Search stories" placeholder="Search by title, summary or author’s first name" testId="org-story-search" />
          <FilterSelect label="School" value={values.school} onChange={(v) => set({ school: v })} allLabel="All schools" options={siteOptions(sites.data)} testId="org-school-filter" />
        </div>
      </Filters>

      {isLoading ? (
        <ListSkeleton />
      ) : error || !data ? (
        <ForbiddenOrError error={error} what="the stories" onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        <StateMessage
          icon={filtered ? <SearchIcon size={24} /> : <FileTextIcon size={24} />}
          title={filtered ? 'No stories match these filters.' : 'No stories yet'}
          testId="org-stories-empty"
          action={
            filtered ? (
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ school: null, status: null, search: null })}>
                Show all stories
              </button>
            ) : undefined
          }
        >
          {filtered ? null : 'Stories your schools’ students write appear here once they are sent for review.'}
        </StateMessage>
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={['story', 'stories']} />
            {isFetching ? <span className="text-sm text-ink-muted">Updating…</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="grid gap-3 md:grid-cols-2">
            {data.results.map((s) => (
              <OrgStoryCard key={s.id} story={s} onPreview={() => setPreviewId(s.id)} />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label="Story pages" className="mt-2" /> : null}
        </>
      )}
      <OrgStoryPreview id={previewId} fallback={data?.results.find((s) => s.id === previewId) ?? null} onClose={() => setPreviewId(null)} />
    </section>
  );
}

function OrgStoryCard({ story: s, onPreview }: { story: TOrgStory; onPreview: () => void }) {
  return (
    <li data-testid="org-story-row" data-title={s.title} data-status={s.status} className="flex flex-col gap-3 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card">
      <div className="flex items-start gap-3">
        {s.cover ? <img src={s.cover} alt="" className="h-16 w-12 shrink-0 rounded-lg object-cover" /> : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <PublicationBadge status={s.status} />
            <SchoolBadge name={s.site.name} />
          </div>
          <button type="button" onClick={onPreview} className="mt-1.5 text-left text-base font-bold break-words text-ink hover:text-primary-dark hover:underline">
            {s.title}
          </button>
          {s.summary ? <p className="line-clamp-2 text-sm text-ink-soft">{s.summary}</p> : null}
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-ink-muted">
          {s.author ? `by ${s.author}` : 'by a former user'} ·{' '}
          {s.status === 'published' ? `published ${shortDate(s.published_at)}` : s.submitted_at ? `sent ${shortDate(s.submitted_at)}` : 'waiting for review'}
        </p>
        <div className="flex gap-2">
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onPreview} data-testid="org-story-preview">
            Preview
          </button>
          {s.url ? (
            <a href={s.url} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'sm')}>
              <ExternalLinkIcon size={16} />
              Open<span className="sr-only"> “{s.title}” on {s.site.name}’s site (new tab)</span>
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
  return (
    <StoryPreviewDialog
      open={id !== null}
      onClose={onClose}
      heading={shown?.title ?? 'Story'}
      loading={!story && !isError}
      error={isError ? <ErrorState what="this story" onRetry={() => void refetch()} retrying={isFetching} /> : undefined}
      bodyHtml={story?.body_html}
      lead={shown?.summary}
      meta={
        shown ? (
          <div className="flex flex-wrap items-center gap-2">
            <PublicationBadge status={shown.status} />
            <SchoolBadge name={shown.site.name} />
            {shown.author ? <span>by {shown.author}</span> : null}
          </div>
        ) : null
      }
      actions={
        shown?.url ? (
          <a href={shown.url} target="_blank" rel="noreferrer" className={buttonClass('primary', 'md')}>
            <ExternalLinkIcon size={16} />
            Open on {shown.site.name}’s site
          </a>
        ) : undefined
      }
    />
  );
}

// ---------------------------------------------------------------------------------------------
// Books

type BookTab = 'all' | 'published' | 'pending' | 'featured';
const BOOK_TABS: { value: BookTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'featured', label: 'Featured' },
  { value: 'pending', label: 'Waiting for review' },
];

/** `admin-organization/books`: the book statistics (Home, All Books, Featured Books) and the books across the schools. */
export function OrgBooksPage() {
  useDocumentTitle('Books');
  const { values, page, set, pageHref } = useListParams(['school', 'show', 'search'] as const);
  const tab: BookTab = BOOK_TABS.some((t) => t.value === values.show) ? (values.show as BookTab) : 'all';
  const sites = useGetOrgSitesQuery();
  const stats = useGetOrgBookStatsQuery({ school: values.school });
  const { data, error, isLoading, isFetching, refetch } = useGetOrgBooksQuery({
    school: values.school,
    status: tab === 'featured' ? 'published' : tab === 'all' ? 'all' : tab,
    featured: tab === 'featured' ? 'true' : '',
    search: values.search,
    page,
    size: ADMIN_PAGE_SIZE,
  });
  const pages = data ? pageCountOf(data.count, ADMIN_PAGE_SIZE) : 1;
  const filtered = tab !== 'all' || values.school !== '' || values.search !== '';
  const chosen = values.school ? siteOptions(sites.data).find((o) => o.value === values.school)?.label : undefined;
  const scopeName = chosen ? `The library of ${chosen}.` : acrossAll(sites.data);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6" data-testid="org-books">
      <AdminPageHeader
        title="Books"
        titleId="org-books-title"
        description="Books across your schools and their statistics."
        action={
          <FilterSelect label="School" value={values.school} onChange={(v) => set({ school: v })} allLabel="All schools" options={siteOptions(sites.data)} testId="org-school-filter" />
        }
      />

      <BookStatistics stats={stats.data} error={stats.error} loading={stats.isLoading} retrying={stats.isFetching} onRetry={() => void stats.refetch()} scopeName={scopeName} />

      <section aria-labelledby="org-book-list-title" className="flex flex-col gap-4">
        <h2 id="org-book-list-title" className="text-xl font-bold text-ink">
          Books
        </h2>
        <Filters>
          <FilterTabs label="Show" testId="org-book-tabs" value={tab} onChange={(v) => set({ show: v === 'all' ? null : v })} tabs={BOOK_TABS} />
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label="Search books" placeholder="Search by title or author" testId="org-book-search" />
        </Filters>
        {isLoading ? (
          <ListSkeleton />
        ) : error || !data ? (
          <ForbiddenOrError error={error} what="the books" onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <StateMessage
            icon={filtered ? <SearchIcon size={24} /> : <BookIcon size={24} />}
            title={filtered ? 'No books match these filters.' : 'No books yet'}
            testId="org-books-empty"
            action={
              filtered ? (
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ school: null, show: null, search: null })}>
                  Show all books
                </button>
              ) : undefined
            }
          >
            {filtered ? null : 'Books your schools publish or their students send for review appear here.'}
          </StateMessage>
        ) : (
          <>
            <div className="flex items-center justify-between gap-3">
              <RangeNote page={page} count={data.count} noun={['book', 'books']} />
              {isFetching ? <span className="text-sm text-ink-muted">Updating…</span> : null}
            </div>
            <div className="overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
              <div aria-hidden="true" className="hidden grid-cols-[minmax(0,2.4fr)_minmax(0,1.2fr)_minmax(0,1fr)_7rem_auto] gap-4 border-b border-line-soft bg-surface-alt px-4 py-2.5 text-xs font-bold tracking-wide text-ink-muted uppercase lg:grid">
                <span>Book</span>
                <span>School</span>
                <span>Status</span>
                <span className="text-right">Readings</span>
                <span className="w-20" />
              </div>
              <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft">
                {data.results.map((b) => (
                  <OrgBookRow key={b.id} book={b} />
                ))}
              </ul>
            </div>
            {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label="Book pages" className="mt-2" /> : null}
          </>
        )}
      </section>
    </div>
  );
}

const acrossAll = (sites: TOrgSites | undefined) =>
  sites ? `Across ${sites.organization.name} and its ${pluralize(sites.schools.length, 'school')}.` : 'Across your organization and its schools.';

/** The book statistics of the whole organization, for its dashboard (the books page has them per school too). */
export function OrgBookStatistics() {
  const sites = useGetOrgSitesQuery();
  const stats = useGetOrgBookStatsQuery({ school: '' });
  return <BookStatistics stats={stats.data} error={stats.error} loading={stats.isLoading} retrying={stats.isFetching} onRetry={() => void stats.refetch()} scopeName={acrossAll(sites.data)} />;
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
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4" data-testid="org-book-stats">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-ink">
          Home
        </h2>
        <p className="text-sm text-ink-soft">{scopeName}</p>
      </div>
      {loading ? (
        <StatCardsSkeleton cards={4} label="Loading the statistics…" />
      ) : !stats ? (
        <ForbiddenOrError error={error} what="the book statistics" onRetry={onRetry} retrying={retrying} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard heading="All Books" value={stats.book_stats.all_book} note="published in the libraries" icon={<BookIcon size={22} />} testId="stat-all-books" strong />
            <StatCard heading="Featured Books" value={stats.book_stats.featured_book} note="picked for the home page" icon={<StarIcon size={22} />} testId="stat-featured-books" strong />
            <StatCard heading="Waiting for review" value={stats.pending_book} note="sent by students" icon={<FileTextIcon size={22} />} testId="stat-pending-books" />
            <StatCard heading="Readings" value={stats.readings} note="books opened on these sites" icon={<SchoolIcon size={22} />} testId="stat-readings" />
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
        {value.toLocaleString()}
      </p>
      <p className="text-xs text-ink-muted">{note}</p>
    </div>
  );
}

function SiteTable({ stats }: { stats: TOrgBookStats }) {
  return (
    <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
      <table className="w-full min-w-[36rem] text-left text-sm" data-testid="org-site-stats">
        <caption className="sr-only">Books and stories per site</caption>
        <thead className="bg-surface-alt text-xs font-bold tracking-wide text-ink-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              School
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              All Books
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              Featured Books
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              Waiting
            </th>
            <th scope="col" className="px-3 py-2.5 text-right">
              Stories
            </th>
            <th scope="col" className="px-4 py-2.5 text-right">
              Readings
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line-soft tabular-nums">
          {stats.by_site.map((r) => (
            <tr key={r.site.id} data-testid="org-site-row" data-site={r.site.name}>
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {r.site.name}
                {r.site.is_organization ? <span className="ml-1 font-normal text-ink-muted">(organization)</span> : null}
              </th>
              <td className="px-3 py-3 text-right">{r.all_book}</td>
              <td className="px-3 py-3 text-right">{r.featured_book}</td>
              <td className="px-3 py-3 text-right">{r.pending_book}</td>
              <td className="px-3 py-3 text-right">
                {r.published_story}
                {r.pending_story ? <span className="text-ink-muted"> (+{r.pending_story} waiting)</span> : null}
              </td>
              <td className="px-4 py-3 text-right">{r.readings}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrgBookRow({ book: b }: { book: TOrgBook }) {
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
          <p className="font-bold break-words text-ink">{b.title}</p>
          <p className="truncate text-sm text-ink-soft">{b.authors.join(', ')}</p>
          <p className="text-xs text-ink-muted">
            {b.format === 'pages' ? 'Picture book' : b.format.toUpperCase()}
            {b.category ? ` · ${b.category}` : ' · Uncategorised'}
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
            <StarIcon size={12} /> Featured
          </span>
        ) : null}
        <span className="w-full text-xs text-ink-muted">{b.status === 'published' ? `Published ${shortDate(b.published_at)}` : b.submitted_at ? `Sent ${shortDate(b.submitted_at)}` : ''}</span>
      </div>
      <p className="text-sm text-ink-soft tabular-nums lg:text-right">
        <span className="lg:sr-only">Readings: </span>
        <span className="font-bold text-ink">{b.readings}</span>
        <span className="block text-xs text-ink-muted">{pluralize(b.reactions, 'reaction')}</span>
      </p>
      <div className="lg:w-20 lg:text-right">
        {b.url ? (
          <a href={b.url} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'sm')}>
            <ExternalLinkIcon size={16} />
            Open<span className="sr-only"> “{b.title}” on {b.site.name}’s site (new tab)</span>
          </a>
        ) : null}
      </div>
    </li>
  );
}
