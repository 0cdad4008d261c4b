import {
  ORG_SCHOOL_SORTS,
  ORG_SCHOOL_STATUSES,
  type TOrgSchool,
} from '@commonshelf/shared/admin/organization-admin.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, AdminPageHeader, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ExternalLinkIcon, LockIcon, MailIcon, SchoolIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { formatLongDate } from '../../../lib/format';
import { uiLocale } from '../../../i18n';

const formatNumber = (n: number) => new Intl.NumberFormat(uiLocale()).format(n);
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetOrgSchoolsQuery } from '../api/organization-admin.api';
import { InvitationsPanel } from './invitations-panel';
import { InviteSchoolDialog } from './invite-school-dialog';
import { SiteLogo } from './site-logo';

const oneOf = <T extends string>(list: readonly T[], value: string, fallback: T): T => ((list as readonly string[]).includes(value) ? (value as T) : fallback);

/**
 * `admin-organization/schools`: the organization's schools (search, status, sort and pages on the
 * server, all in the URL), inviting a new school by email, and the invitations sent.
 */
export function OrgSchoolsPage() {
  const { t } = useTranslation('tenants');
  useDocumentTitle(t('org.schools'));
  const { values, page, set, pageHref } = useListParams(['status', 'search', 'sort', 'invite'] as const);
  const status = oneOf(ORG_SCHOOL_STATUSES, values.status, 'all');
  const sort = oneOf(ORG_SCHOOL_SORTS, values.sort, 'name');
  const { data, error, isLoading, isFetching, refetch } = useGetOrgSchoolsQuery({ search: values.search, status, sort, page, size: ADMIN_PAGE_SIZE });
  const [inviting, setInviting] = useState(values.invite === '1');
  const pages = useListPages(data?.count, page, set);
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
          title={t('org.schools')}
          titleId="org-schools-title"
          description={t('org.schoolsDescription')}
          action={
            <button type="button" className={buttonClass('primary', 'md')} onClick={openInvite} data-testid="invite-school">
              <MailIcon size={18} />
              {t('org.inviteSchool')}
            </button>
          }
        />
        <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
          <FilterTabs
            label={t('org.status')}
            testId="school-status"
            value={status}
            onChange={(v) => set({ status: v === 'all' ? null : v })}
            tabs={ORG_SCHOOL_STATUSES.map((s) => ({ value: s, label: t(`org.schoolStatuses.${s}`), count: data?.counts[s] }))}
          />
          <div className="flex flex-col gap-3 md:flex-row md:items-center">
            <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('org.searchSchools')} placeholder={t('org.searchPlaceholder')} testId="school-search" />
            <FilterSelect
              label={t('org.sort')}
              value={sort === 'name' ? '' : sort}
              onChange={(v) => set({ sort: v || null })}
              allLabel={t('org.sorts.name')}
              options={ORG_SCHOOL_SORTS.filter((s) => s !== 'name').map((s) => ({ value: s, label: t(`org.sorts.${s}`) }))}
              testId="school-sort"
            />
          </div>
        </div>

        {isLoading ? (
          <ListSkeleton />
        ) : errorStatus(error) === 403 ? (
          <StateMessage icon={<LockIcon size={24} />} title={t('org.schoolsForbidden')} testId="org-forbidden">
            {errorMessage(error, '')}
          </StateMessage>
        ) : error || !data ? (
          <ErrorState what={t('org.whatSchools')} onRetry={() => void refetch()} retrying={isFetching} />
        ) : data.results.length === 0 ? (
          <StateMessage
            icon={filtered ? <SearchIcon size={24} /> : <SchoolIcon size={24} />}
            title={filtered ? t('org.noMatch') : t('org.noSchools')}
            testId="schools-empty"
            action={
              filtered ? (
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ status: null, search: null })}>
                  {t('org.showAll')}
                </button>
              ) : (
                <button type="button" className={buttonClass('secondary', 'sm')} onClick={openInvite}>
                  {t('org.inviteSchool')}
                </button>
              )
            }
          >
            {filtered ? null : t('org.noSchoolsBody')}
          </StateMessage>
        ) : (
          <>
            <div className="flex items-center justify-between gap-3">
              <RangeNote page={page} count={data.count} noun={[t('org.school'), t('org.schoolsNoun')]} />
              {isFetching ? <span className="text-sm text-ink-muted">{t('org.updating')}</span> : null}
            </div>
            <div className="overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
              <div aria-hidden="true" className="hidden grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_repeat(3,5rem)_minmax(0,1fr)] gap-4 border-b border-line-soft bg-surface-alt px-4 py-2.5 text-xs font-bold tracking-wide text-ink-muted uppercase lg:grid">
                <span>{t('org.columns.school')}</span>
                <span>{t('org.columns.status')}</span>
                <span className="text-right">{t('org.columns.students')}</span>
                <span className="text-right">{t('org.columns.books')}</span>
                <span className="text-right">{t('org.columns.stories')}</span>
                <span className="text-right">{t('org.columns.joined')}</span>
              </div>
              <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft">
                {data.results.map((s) => (
                  <SchoolRow key={s.id} school={s} />
                ))}
              </ul>
            </div>
            {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('org.schoolPages')} className="mt-2" /> : null}
          </>
        )}
      </section>

      <InvitationsPanel onInvite={openInvite} />
      <InviteSchoolDialog open={inviting} onClose={closeInvite} />
    </div>
  );
}

const FIGURES = ['students', 'books', 'stories'] as const;
const STATUS_TONE: Record<TOrgSchool['status'], 'primary' | 'warm' | 'neutral'> = { active: 'primary', pending: 'warm', suspended: 'neutral', rejected: 'neutral' };

function SchoolRow({ school: s }: { school: TOrgSchool }) {
  const { t } = useTranslation('tenants');
  const figure = (key: (typeof FIGURES)[number]) => (
    <p key={key} className="flex items-baseline justify-between gap-2 text-sm lg:block lg:text-right" data-testid={`school-${key}`}>
      <span className="text-ink-muted lg:sr-only">{t(`org.columns.${key}`)}</span>
      <span className="font-bold text-ink tabular-nums">{formatNumber(s[key])}</span>
    </p>
  );
  return (
    <li data-testid="school-row" data-name={s.name} className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1fr)_repeat(3,5rem)_minmax(0,1fr)] lg:items-center lg:gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <SiteLogo name={s.name} logo={s.logo} />
        <div className="min-w-0">
          <p className="font-bold wrap-anywhere text-ink">{s.name}</p>
          <a href={s.url} target="_blank" rel="noreferrer" className="inline-flex min-h-6 max-w-full items-center gap-1 text-sm text-primary-dark hover:underline">
            <span className="truncate">{s.url.replace(/^https?:\/\//, '')}</span>
            <ExternalLinkIcon size={14} className="shrink-0" />
            <span className="sr-only">{t('org.opensSchoolSite', { name: s.name })}</span>
          </a>
          <p className="text-xs text-ink-muted">
            <a href={`mailto:${s.email}`} className="block truncate py-1 hover:underline">
              {s.email}
            </a>
          </p>
        </div>
      </div>
      <div>
        <Badge tone={STATUS_TONE[s.status]}>{t(`org.schoolStatuses.${s.status}`)}</Badge>
      </div>
      {FIGURES.map(figure)}
      <p className="flex items-baseline justify-between gap-2 text-sm text-ink-soft lg:block lg:text-right">
        <span className="text-ink-muted lg:sr-only">{t('org.columns.joined')}</span>
        <span>{formatLongDate(s.joined_at)}</span>
      </p>
    </li>
  );
}
