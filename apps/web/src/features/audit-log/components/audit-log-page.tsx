import { AUDITED_TABLES, type TAuditEvent, type TAuditOperation } from '@commonshelf/shared/admin/audit.schemas';
import { ROLE_LABELS } from '@commonshelf/shared/users/user-admin.schemas';
import { ADMIN_PAGE_SIZE, AdminPageHeader, DateRangeFilter, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { ClockIcon, LockIcon, SearchIcon, ShieldIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf } from '../../../lib/filter-query';
import { errorStatus } from '../../../lib/server-errors';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetAuditEventsQuery } from '../api/audit-log.api';
import { fieldLabel, valueText } from './audit-value';

type Tab = 'all' | TAuditOperation;
const TABS: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'insert', label: 'Created' },
  { value: 'update', label: 'Changed' },
  { value: 'delete', label: 'Deleted' },
];
const OPERATION: Record<TAuditOperation, { verb: string; tone: 'primary' | 'neutral' | 'warm' }> = {
  insert: { verb: 'created', tone: 'primary' },
  update: { verb: 'changed', tone: 'neutral' },
  delete: { verb: 'deleted', tone: 'warm' },
};
const KINDS = Object.entries(AUDITED_TABLES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));
const FILTERS = ['search', 'operation', 'table', 'tenant', 'actor', 'target', 'from', 'to'] as const;

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });
const roleLabel = (role: string) => (ROLE_LABELS as Record<string, string>)[role] ?? role;

/**
 * `admin-panel/audit-log`: every change staff made on every site — who, what, when, and the values
 * before and after — newest first, filtered by kind of change, record type, site, person, day and
 * text; one record's whole history a click away.
 */
export function AuditLogPage() {
  useDocumentTitle('Audit log');
  const { values, page, set, pageHref } = useListParams(FILTERS);
  const operation = TABS.some((t) => t.value === values.operation) ? values.operation : '';
  const { data, error, isLoading, isFetching, refetch } = useGetAuditEventsQuery({ ...values, operation, page, size: ADMIN_PAGE_SIZE });
  const pages = data ? pageCountOf(data.count, ADMIN_PAGE_SIZE) : 1;
  const filtered = FILTERS.some((k) => values[k] !== '');
  const clear = () => set(Object.fromEntries(FILTERS.map((k) => [k, null])));

  return (
    <section aria-labelledby="audit-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="audit-log">
      <AdminPageHeader
        title="Audit log"
        titleId="audit-title"
        description="Every change that staff made on every site: who made it, when, through which action, and the values before and after. Passwords and other secrets are never shown."
      />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs label="Kind of change" testId="audit-operation-tabs" value={(operation || 'all') as Tab} onChange={(v) => set({ operation: v === 'all' ? null : v })} tabs={TABS} />
        <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label="Search the audit log" placeholder="Search by person, record or action" testId="audit-search" />
        <div className="grid gap-3 md:grid-cols-3">
          <FilterSelect label="Record" value={values.table} onChange={(v) => set({ table: v, target: null })} allLabel="All records" options={KINDS} testId="audit-table" />
          <FilterSelect
            label="Site"
            value={values.tenant}
            onChange={(v) => set({ tenant: v })}
            allLabel="All sites"
            options={[{ value: 'main', label: 'Main site' }, ...(data?.sites ?? []).map((s) => ({ value: s.id, label: s.name }))]}
            testId="audit-site"
          />
          <FilterSelect
            label="Person"
            value={values.actor}
            onChange={(v) => set({ actor: v })}
            allLabel="Everyone"
            options={(data?.actors ?? []).map((a) => ({ value: a.id, label: a.label }))}
            testId="audit-actor"
          />
        </div>
        <DateRangeFilter from={values.from} to={values.to} onChange={(patch) => set(patch)} testId="audit-dates" />
        {values.target ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-ink-soft" data-testid="audit-target-note">
            Showing the history of one record.
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => set({ target: null })}>
              Show every record
            </button>
          </p>
        ) : null}
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title="Only the platform admin reads the audit log." testId="audit-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what="the audit log" onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title="No changes match these filters."
            testId="audit-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={clear}>
                Show every change
              </button>
            }
          />
        ) : (
          <StateMessage icon={<ShieldIcon size={24} />} title="Nothing has been changed yet" testId="audit-empty">
            When an admin or teacher adds, edits or removes something — a site, a user, a class, a book, a charity, an order — it appears here.
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={['change', 'changes']} />
            {isFetching ? <span className="text-sm text-ink-muted">Updating…</span> : null}
          </div>
          <ol aria-busy={isFetching} className="flex flex-col gap-3" data-testid="audit-list">
            {data.results.map((e) => (
              <AuditRow key={e.id} event={e} onHistory={() => set({ table: e.table, target: e.target.id, operation: null, search: null })} />
            ))}
          </ol>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label="Audit log pages" className="mt-2" /> : null}
        </>
      )}
    </section>
  );
}

function AuditRow({ event: e, onHistory }: { event: TAuditEvent; onHistory: () => void }) {
  const op = OPERATION[e.operation];
  const shown = e.operation === 'update' ? Object.keys(e.after ?? {}) : Object.keys((e.operation === 'insert' ? e.after : e.before) ?? {});
  return (
    <li className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card" data-testid="audit-row" data-table={e.table} data-operation={e.operation}>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="text-base break-words text-ink" data-testid="audit-summary">
            <span className="font-bold">{e.actor.label || 'Someone'}</span> {op.verb} {e.kind.toLowerCase()}{' '}
            {e.target.label ? <span className="font-bold">“{e.target.label}”</span> : <span className="text-ink-muted">#{e.target.id.slice(0, 8)}</span>}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <ClockIcon size={14} />
              <time dateTime={e.created_at}>{dateTime(e.created_at)}</time>
            </span>
            <span aria-hidden="true">·</span>
            <span>{roleLabel(e.actor.role)}</span>
            <span aria-hidden="true">·</span>
            <span data-testid="audit-site-name">{e.site?.name ?? 'Main site'}</span>
          </p>
          {e.route ? (
            <p className="mt-1 font-mono text-xs break-all text-ink-muted" data-testid="audit-route">
              {e.route}
            </p>
          ) : null}
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Badge tone={op.tone}>{e.kind}</Badge>
          <button type="button" className={buttonClass('ghost', 'sm')} onClick={onHistory} data-testid="audit-history">
            History
          </button>
        </div>
      </div>
      {shown.length ? (
        <details className="mt-3 rounded-xl bg-surface-alt px-3 py-2" data-testid="audit-changes">
          <summary className="cursor-pointer text-sm font-semibold text-ink">
            {e.operation === 'update' ? `What changed (${shown.length} ${shown.length === 1 ? 'field' : 'fields'})` : e.operation === 'insert' ? 'Values set' : 'Values removed'}
          </summary>
          <div className="mt-2">
            <table className="w-full table-fixed text-left text-sm">
              <thead className="text-xs tracking-wide text-ink-muted uppercase">
                <tr>
                  <th scope="col" className="w-[30%] py-1 pr-3 font-bold">
                    Field
                  </th>
                  {e.operation !== 'insert' ? (
                    <th scope="col" className="py-1 pr-3 font-bold">
                      Before
                    </th>
                  ) : null}
                  {e.operation !== 'delete' ? (
                    <th scope="col" className="py-1 font-bold">
                      After
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody className="divide-y divide-line-soft">
                {shown.map((key) => (
                  <tr key={key} data-testid="audit-change" data-field={key}>
                    <th scope="row" className="py-1.5 pr-3 align-top font-semibold break-words text-ink">
                      {fieldLabel(key)}
                    </th>
                    {e.operation !== 'insert' ? <td className="py-1.5 pr-3 align-top break-words text-ink-soft" data-testid="audit-before">{valueText(e.before?.[key])}</td> : null}
                    {e.operation !== 'delete' ? <td className="py-1.5 align-top break-words text-ink" data-testid="audit-after">{valueText(e.after?.[key])}</td> : null}
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
