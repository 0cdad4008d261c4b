import { CAUSE_STATUSES, type TAdminCauseScope, type TCauseStatus } from '@commonshelf/shared/charities/charity-admin.schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, AdminPageHeader, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
import { HeartIcon, LockIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import type { Page } from '../../../lib/api-types';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import type { CauseKind, CauseListArgs } from '../api/charity-admin.api';
import { useCharityConsole } from '../charity-admin-paths';

const STATUS_TABS = ['all', 'published', 'draft', 'archived'] as const satisfies readonly (TCauseStatus | 'all')[];
const KEYS = ['scope', 'status', 'search', 'charity'] as const;

type ListQuery<T> = { data?: Page<T> | undefined; error?: unknown; isLoading: boolean; isFetching: boolean; refetch: () => unknown };

/** What a list page says and shows for its kind of cause. */
type Props<T extends { id: number }> = {
  title: string;
  description: string;
  kind: CauseKind;
  testId: string;
  /** The list's query for these filters. */
  useList: (args: CauseListArgs) => ListQuery<T>;
  /** A filter by charity (the projects list). */
  charityFilter?: { options: { value: string; label: string }[] } | undefined;
  actions: ReactNode;
  emptyAction: ReactNode;
  emptyText: string;
  row: (item: T) => ReactNode;
};

/**
 * A list of charities or projects for their admins: whose (this console's own, every site's for
 * the platform admin, or the platform's for a school), status tabs, words and a charity in the
 * address, paging on the server, and the loading, empty and error states.
 */
export function CauseList<T extends { id: number }>({ title, description, kind, testId, useList, charityFilter, actions, emptyAction, emptyText, row }: Props<T>) {
  const paths = useCharityConsole();
  const { t } = useTranslation('adminGiving');
  const words = t(`causes.list.kinds.${kind}`, { returnObjects: true });
  const { values, page, set, pageHref } = useListParams(KEYS);
  const other: TAdminCauseScope = paths.platform ? 'all' : 'platform';
  const scope: TAdminCauseScope = values.scope === other ? other : 'own';
  const status = (CAUSE_STATUSES as readonly string[]).includes(values.status) ? (values.status as TCauseStatus) : '';
  const charity = charityFilter && /^\d+$/.test(values.charity) ? values.charity : '';
  const { data, error, isLoading, isFetching, refetch } = useList({ scope, status, search: values.search, charity, page, size: ADMIN_PAGE_SIZE });
  const filtered = !!(status || values.search || charity);
  const clear = () => set({ status: null, search: null, charity: null });
  const pages = useListPages(data?.count, page, set);

  return (
    <section aria-labelledby={`${testId}-title`} className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid={testId}>
      <AdminPageHeader title={title} titleId={`${testId}-title`} description={description} action={actions} />
      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label={t('causes.list.whose')}
          testId="cause-scope-tabs"
          value={scope}
          onChange={(v) => set({ scope: v === 'own' ? null : v, charity: null })}
          tabs={
            paths.platform
              ? [
                  { value: 'own', label: t('causes.list.scopes.platformWide') },
                  { value: 'all', label: t('causes.list.scopes.everySite') },
                ]
              : [
                  { value: 'own', label: t('causes.list.scopes.ourSchool') },
                  { value: 'platform', label: t('causes.list.scopes.platformView') },
                ]
          }
        />
        {scope === 'platform' ? null : (
          <FilterTabs
            label={t('causes.list.status')}
            testId="cause-status-tabs"
            value={status || 'all'}
            onChange={(v) => set({ status: v === 'all' ? null : v })}
            tabs={STATUS_TABS.map((value) => ({ value, label: t(`causes.list.tabs.${value}`) }))}
          />
        )}
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={words.search} placeholder={t('causes.list.searchPlaceholder')} testId="cause-search" />
          {charityFilter && scope === 'own' ? (
            <FilterSelect label={t('causes.list.charity')} value={charity} onChange={(v) => set({ charity: v })} allLabel={t('causes.allCharities')} options={charityFilter.options} testId="cause-charity-filter" />
          ) : null}
        </div>
        {filtered ? (
          <div>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={clear} data-testid="clear-cause-filters">
              {t('causes.list.clearFilters')}
            </button>
          </div>
        ) : null}
      </div>

      {isLoading ? (
        <ListSkeleton testId={`${testId}-loading`} />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('causes.list.forbidden')} testId={`${testId}-forbidden`}>
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={words.what} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title={words.noMatch}
            testId={`${testId}-empty`}
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={clear}>
                {words.showAll}
              </button>
            }
          />
        ) : (
          <StateMessage
            icon={<HeartIcon size={24} />}
            title={scope === 'own' ? words.none : words.noneHere}
            testId={`${testId}-empty`}
            action={scope === 'own' ? emptyAction : undefined}
          >
            {scope === 'own' ? emptyText : null}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[words.one, words.other]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('causes.list.updating')}</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            {data.results.map((item) => row(item))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('causes.list.pages', { title })} className="mt-2" /> : null}
        </>
      )}
    </section>
  );
}
