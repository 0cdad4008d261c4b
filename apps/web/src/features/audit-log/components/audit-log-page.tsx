import { AUDITED_TABLES, AUDITED_TABLE_NAMES, type TAuditedTable, type TAuditEvent, type TAuditOperation } from '@commonshelf/shared/admin/audit.schemas';
import i18next from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { uiLocale } from '../../../i18n';
import { ADMIN_PAGE_SIZE, AdminPageHeader, DateRangeFilter, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ClockIcon, LockIcon, SearchIcon, ShieldIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAuditEventsQuery } from '../api/audit-log.api';
import { fieldLabel, valueText } from './audit-value';

type Tab = 'all' | TAuditOperation;
const TABS: Tab[] = ['all', 'insert', 'update', 'delete'];
const TONE: Record<TAuditOperation, 'primary' | 'neutral' | 'warm'> = { insert: 'primary', update: 'neutral', delete: 'warm' };
const ROLES = ['student', 'teacher', 'teacher_admin', 'school_admin', 'organization_admin', 'upschool_admin'] as const;
const isRole = (role: string): role is (typeof ROLES)[number] => (ROLES as readonly string[]).includes(role);
/** What a row of an audited table is called, in the UI language (the server's `kind` is English). */
const tableName = (table: string) => (table in AUDITED_TABLES ? i18next.t(`adminPlatform:audit.tables.${table as TAuditedTable}`) : table);
const FILTERS = ['search', 'operation', 'table', 'tenant', 'actor', 'target', 'from', 'to'] as const;

const dateTime = (iso: string) => new Date(iso).toLocaleString(uiLocale(), { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * `admin-panel/audit-log`: every change staff made on every site — who, what, when, and the values
 * before and after — newest first, filtered by kind of change, record type, site, person, day and
 * text; one record's whole history a click away.
 */
export function AuditLogPage() {
  const { t } = useTranslation('adminPlatform');
  useDocumentTitle(t('audit.title'));
  const { values, page, set, pageHref } = useListParams(FILTERS);
  const operation = (TABS as string[]).includes(values.operation) ? values.operation : '';
  const { data, error, isLoading, isFetching, refetch } = useGetAuditEventsQuery({ ...values, operation, page, size: ADMIN_PAGE_SIZE });
  const pages = useListPages(data?.count, page, set);
  const filtered = FILTERS.some((k) => values[k] !== '');
  // The record types by name in the UI language, in its order.
  const kinds = AUDITED_TABLE_NAMES.map((value) => ({ value, label: tableName(value) })).sort((a, b) => a.label.localeCompare(b.label, uiLocale()));
  const clear = () => set(Object.fromEntries(FILTERS.map((k) => [k, null])));

  return (
    <section aria-labelledby="audit-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="audit-log">
      <AdminPageHeader
        title={t('audit.title')}
        titleId="audit-title"
        description={t('audit.description')}
      />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label={t('audit.kindOfChange')}
          testId="audit-operation-tabs"
          value={(operation || 'all') as Tab}
          onChange={(v) => set({ operation: v === 'all' ? null : v })}
          tabs={TABS.map((tab) => ({ value: tab, label: t(`audit.tabs.${tab}`) }))}
        />
        <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('audit.search')} placeholder={t('audit.searchPlaceholder')} testId="audit-search" />
        <div className="grid gap-3 md:grid-cols-3">
          <FilterSelect label={t('audit.record')} value={values.table} onChange={(v) => set({ table: v, target: null })} allLabel={t('audit.allRecords')} options={kinds} testId="audit-table" />
          <FilterSelect
            label={t('audit.site')}
            value={values.tenant}
            onChange={(v) => set({ tenant: v })}
            allLabel={t('audit.allSites')}
            options={[{ value: 'main', label: t('mainSite') }, ...(data?.sites ?? []).map((s) => ({ value: s.id, label: s.name }))]}
            testId="audit-site"
          />
          <FilterSelect
            label={t('audit.person')}
            value={values.actor}
            onChange={(v) => set({ actor: v })}
            allLabel={t('audit.everyone')}
            options={(data?.actors ?? []).map((a) => ({ value: a.id, label: a.label }))}
            testId="audit-actor"
          />
        </div>
        <DateRangeFilter from={values.from} to={values.to} onChange={(patch) => set(patch)} testId="audit-dates" />
        {values.target ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft" data-testid="audit-target-note">
            {t('audit.oneRecord')}
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => set({ target: null })}>
              {t('audit.everyRecord')}
            </button>
          </p>
        ) : null}
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('audit.forbidden')} testId="audit-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('audit.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title={t('audit.noMatch')}
            testId="audit-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={clear}>
                {t('audit.showAll')}
              </button>
            }
          />
        ) : (
          <StateMessage icon={<ShieldIcon size={24} />} title={t('audit.noneYet')} testId="audit-empty">
            {t('audit.noneYetBody')}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('audit.change'), t('audit.changes')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('updating')}</span> : null}
          </div>
          <ol aria-busy={isFetching} className="flex flex-col gap-3" data-testid="audit-list">
            {data.results.map((e) => (
              <AuditRow key={e.id} event={e} onHistory={() => set({ table: e.table, target: e.target.id, operation: null, search: null })} />
            ))}
          </ol>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('audit.pagesLabel')} className="mt-2" /> : null}
        </>
      )}
    </section>
  );
}

function AuditRow({ event: e, onHistory }: { event: TAuditEvent; onHistory: () => void }) {
  const { t } = useTranslation(['adminPlatform', 'adminUsers']);
  const shown = e.operation === 'update' ? Object.keys(e.after ?? {}) : Object.keys((e.operation === 'insert' ? e.after : e.before) ?? {});
  return (
    <li className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card" data-testid="audit-row" data-table={e.table} data-operation={e.operation}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-base wrap-anywhere text-ink" data-testid="audit-summary">
            <Trans
              t={t}
              i18nKey="audit.summary"
              values={{ verb: t(`audit.verbs.${e.operation}`), kind: tableName(e.table).toLocaleLowerCase(uiLocale()) }}
              components={{
                actor: <span className="font-bold">{e.actor.label || t('audit.someone')}</span>,
                target: e.target.label ? <span className="font-bold">“{e.target.label}”</span> : <span className="text-ink-muted">#{e.target.id.slice(0, 8)}</span>,
              }}
            />
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <ClockIcon size={14} />
              <time dateTime={e.created_at}>{dateTime(e.created_at)}</time>
            </span>
            <span aria-hidden="true">·</span>
            <span>{isRole(e.actor.role) ? t(`adminUsers:roles.${e.actor.role}`) : e.actor.role}</span>
            <span aria-hidden="true">·</span>
            <span data-testid="audit-site-name">{e.site?.name ?? t('mainSite')}</span>
          </p>
          {e.route ? (
            <p className="mt-1 font-mono text-xs break-all text-ink-muted" data-testid="audit-route">
              {e.route}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Badge tone={TONE[e.operation]}>{tableName(e.table)}</Badge>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onHistory} data-testid="audit-history">
            {t('audit.history')}
          </button>
        </div>
      </div>
      {shown.length ? (
        <details className="mt-3 rounded-xl bg-surface-alt px-3 py-2" data-testid="audit-changes">
          <summary className="cursor-pointer text-sm font-semibold text-ink">
            {e.operation === 'update' ? t('audit.whatChanged', { count: shown.length }) : e.operation === 'insert' ? t('audit.valuesSet') : t('audit.valuesRemoved')}
          </summary>
          <div className="mt-2">
            <table className="w-full table-fixed text-left text-sm">
              <thead className="text-xs tracking-wide text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="w-[30%] py-1 pr-3 font-bold">
                    {t('audit.field')}
                  </th>
                  {e.operation !== 'insert' ? (
                    <th scope="col" className="py-1 pr-3 font-bold">
                      {t('audit.before')}
                    </th>
                  ) : null}
                  {e.operation !== 'delete' ? (
                    <th scope="col" className="py-1 font-bold">
                      {t('audit.after')}
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-line-soft">
                {shown.map((key) => (
                  <tr key={key} data-testid="audit-change" data-field={key}>
                    <th scope="row" className="py-1.5 pr-3 align-top font-semibold wrap-anywhere text-ink">
                      {fieldLabel(key)}
                    </th>
                    {e.operation !== 'insert' ? <td className="py-1.5 pr-3 align-top wrap-anywhere text-ink-soft" data-testid="audit-before">{valueText(e.before?.[key])}</td> : null}
                    {e.operation !== 'delete' ? <td className="py-1.5 align-top wrap-anywhere text-ink" data-testid="audit-after">{valueText(e.after?.[key])}</td> : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      ) : null}
    </li>
  );
}
