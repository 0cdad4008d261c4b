import {
  ORG_SCHOOL_SORT_LABELS,
  ORG_SCHOOL_SORTS,
  ORG_SCHOOL_STATUSES,
  type TOrgSchool,
  type TOrgSchoolStatus,
} from '@commonshelf/shared/admin/organization-admin.schemas';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, AdminPageHeader, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ExternalLinkIcon, LockIcon, MailIcon, SchoolIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf } from '../../../lib/filter-query';
import { formatLongDate } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetOrgSchoolsQuery } from '../api/organization-admin.api';
import { InvitationsPanel } from './invitations-panel';
import { InviteSchoolDialog } from './invite-school-dialog';
import { SiteLogo } from './site-logo';

const STATUS_LABELS: Record<TOrgSchoolStatus, string> = { all: 'All', active: 'Online', pending: 'Waiting for approval', suspended: 'Suspended' };
const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T => ((list as readonly string[]).includes(value) ? (value as T) : fallback);

/**
 * `admin-organization/schools`: the organization's schools (search, status, sort and pages on the
 * server, all in the URL), inviting a new school by email, and the invitations sent.
 */
export function OrgSchoolsPage() {
  useDocumentTitle('Schools');
  const { values, page, set, pageHref } = useListParams(['status', 'search', 'sort', 'invite'] as const);
  const status = oneOf(ORG_SCHOOL_STATUSES, values.status, 'all');
  const sort = oneOf(ORG_SCHOOL_SORTS, values.sort, 'name');
  const { data, error, isLoading, isFetching, refetch } = useGetOrgSchoolsQuery({ search: values.search, status, sort, page, size: ADMIN_PAGE_SIZE });
  const [inviting, setInviting] = useState(values.invite === '1');
  const pages = data ? pageCountOf(data.count, ADMIN_PAGE_SIZE) : 1;
  const filtered = status !== 'all' || values.search !== '';
  const openInvite = () => setInviting(true);
  const closeInvite = () => {
    setInviting(false);
    if (values.invite) set({ invite: null, page }, true);
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8" data-testid="org-schools">
      <section aria-labelledby="org-schools-title" className="flex flex-col gap-5">
        <AdminPageHeader
          title="Schools"
          titleId="org-schools-title"
          description="The schools of your organization. A school joins by registering with an invitation link you send it."
          action={
            <button type="button" className={buttonClass('primary', 'md')} onClick={openInvite} data-testid="invite-school">
              <MailIcon size={18} />
              Invite a school
            </button>
          }
        />
        <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
          <FilterTabs
            label="Status"
            testId="school-status"
            value={status}
            onChange={(v) => set({ status: v === 'all' ? null : v })}
            tabs={ORG_SCHOOL_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s], count: data?.counts[s] }))}
          />
          <div className="flex flex-col gap-3 md:flex-row md:items-center">
            <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label="Search schools" placeholder="Search by name, email or address" testId="school-search" />
            <FilterSelect
              label="Sort"
              value={sort === 'name' ? '' : sort}
              onChange={(v) => set({ sort: v || null })}
              allLabel={ORG_SCHOOL_SORT_LABELS.name}
              options={ORG_SCHOOL_SORTS.filter((s) => s !== 'name').map((s) => ({ value: s, label: ORG_SCHOOL_SORT_LABELS[s] }))}
              testId="school-sort"
            />
          </div>
        </div>

        {isLoading ? (
          <ListSkeleton />
        ) : errorStatus(error) === 403 ? (
          <StateMessage icon={<LockIcon size={24} />} title="Only the organization’s admins see its schools." testId="org-forbidden">
            {errorMessage(error, '')}
          </StateMessage>
        ) : error || !data ? (
          <ErrorState what="the schools" onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <StateMessage
            icon={filtered ? <SearchIcon size={24} /> : <SchoolIcon size={24} />}
            title={filtered ? 'No schools match these filters.' : 'No schools yet'}
            testId="schools-empty"
            action={
              filtered ? (
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ status: null, search: null })}>
                  Show all schools
                </button>
              ) : (
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={openInvite}>
                  Invite a school
                </button>
              )
            }
          >
            {filtered ? null : 'Invite a school by email: it registers with the link, and appears here waiting for our approval.'}
          </StateMessage>
        ) : (
          <>
            <div className="flex items-center justify-between gap-3">
              <RangeNote page={page} count={data.count} noun={['school', 'schools']} />
              {isFetching ? <span className="text-sm text-ink-muted">Updating…</span> : null}
            </div>
            <div className="overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
              <div aria-hidden="true" className="hidden grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_repeat(3,5rem)_minmax(0,1fr)] gap-4 border-b border-line-soft bg-surface-alt px-4 py-2.5 text-xs font-bold tracking-wide text-ink-muted uppercase lg:grid">
                <span>School</span>
                <span>Status</span>
                <span className="text-right">Students</span>
                <span className="text-right">Books</span>
                <span className="text-right">Stories</span>
                <span className="text-right">Joined</span>
              </div>
              <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft">
                {data.results.map((s) => (
                  <SchoolRow key={s.id} school={s} />
                ))}
              </ul>
            </div>
            {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label="School pages" className="mt-2" /> : null}
          </>
        )}
      </section>

      <InvitationsPanel onInvite={openInvite} />
      <InviteSchoolDialog open={inviting} onClose={closeInvite} />
    </div>
  );
}

const STATUS_TONE: Record<TOrgSchool['status'], 'primary' | 'warm' | 'neutral'> = { active: 'primary', pending: 'warm', suspended: 'neutral', rejected: 'neutral' };

function SchoolRow({ school: s }: { school: TOrgSchool }) {
  const figure = (label: string, value: number, testId: string) => (
    <p className="flex items-baseline justify-between gap-2 text-sm lg:block lg:text-right" data-testid={testId}>
      <span className="text-ink-muted lg:sr-only">{label}</span>
      <span className="font-bold text-ink tabular-nums">{value.toLocaleString()}</span>
    </p>
  );
  return (
    <li data-testid="school-row" data-name={s.name} className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_repeat(3,5rem)_minmax(0,1fr)] lg:items-center lg:gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <SiteLogo name={s.name} logo={s.logo} />
        <div className="min-w-0">
          <p className="font-bold break-words text-ink">{s.name}</p>
          <a href={s.url} target="_blank" rel="noreferrer" className="inline-flex min-h-6 max-w-full items-center gap-1 text-sm text-primary-dark hover:underline">
            <span className="truncate">{s.url.replace(/^https?:\/\//, '')}</span>
            <ExternalLinkIcon size={14} className="shrink-0" />
            <span className="sr-only">(opens {s.name}’s site in a new tab)</span>
          </a>
          <p className="text-xs text-ink-muted">
            <a href={`mailto:${s.email}`} className="block truncate py-1 hover:underline">
              {s.email}
            </a>
          </p>
        </div>
      </div>
      <div>
        <Badge tone={STATUS_TONE[s.status]}>{STATUS_LABELS[s.status as TOrgSchoolStatus] ?? s.status}</Badge>
      </div>
      {figure('Students', s.students, 'school-students')}
      {figure('Books', s.books, 'school-books')}
      {figure('Stories', s.stories, 'school-stories')}
      <p className="flex items-baseline justify-between gap-2 text-sm text-ink-soft lg:block lg:text-right">
        <span className="text-ink-muted lg:sr-only">Joined</span>
        <span>{formatLongDate(s.joined_at)}</span>
      </p>
    </li>
  );
}
