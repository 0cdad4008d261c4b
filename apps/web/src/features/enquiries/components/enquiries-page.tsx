import { zodResolver } from '@hookform/resolvers/zod';
import {
  detailLines,
  ENQUIRY_KIND_LABELS,
  ENQUIRY_KINDS,
  ENQUIRY_LIMITS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  ZEnquiryUpdate,
  type EnquiryKind,
  type EnquiryStatus,
  type TEnquiry,
  type TEnquiryDetail,
  type TEnquiryUpdate,
} from '@commonshelf/shared/site/enquiries.schemas';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_PAGE_SIZE, AdminPageHeader, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, selectClass, textareaClass } from '../../../components/ui/form-field';
import { ClockIcon, ExternalLinkIcon, ImageIcon, LockIcon, MailIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { DrawerSkeleton, SideDrawer } from '../../../components/ui/side-drawer';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { countryName } from '../../../lib/countries';
import { pageCountOf } from '../../../lib/filter-query';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetEnquiriesQuery, useGetEnquiryQuery, useUpdateEnquiryMutation } from '../api/enquiries.api';
import { usePrivateFile } from '../../../lib/use-private-file';

type Tab = 'all' | EnquiryStatus;
const TABS: Tab[] = ['all', ...ENQUIRY_STATUSES];
const TAB_LABELS: Record<Tab, string> = { all: 'All', ...ENQUIRY_STATUS_LABELS };
const STATUS_TONE: Record<EnquiryStatus, 'warm' | 'primary' | 'neutral'> = { new: 'warm', in_progress: 'primary', closed: 'neutral' };
const FILTERS = ['status', 'kind', 'search'] as const;

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * `admin-panel/enquiries` and `admin-school/enquiries`: what visitors sent through the contact,
 * tour, problem, demo and sales forms (every site's for the platform admin, the school's own site's
 * for its admins), filtered by status and kind and searched by words; one enquiry in a side panel
 * with its message, details and screenshot, where its status and a note are set. `?id=` opens one
 * (the link in the admins' email).
 */
export function EnquiriesPage() {
  useDocumentTitle('Enquiries');
  const { values, page, set, pageHref } = useListParams([...FILTERS, 'id'] as const);
  const status: Tab = (TABS as string[]).includes(values.status) ? (values.status as Tab) : 'all';
  const kind = (ENQUIRY_KINDS as readonly string[]).includes(values.kind) ? (values.kind as EnquiryKind) : '';
  const { data, error, isLoading, isFetching, refetch } = useGetEnquiriesQuery({ kind, status, search: values.search, page, size: ADMIN_PAGE_SIZE });
  const openId = /^[0-9a-f-]{36}$/i.test(values.id) ? values.id : null;
  const open = (id: string | null) => set({ id, page: page > 1 ? page : null }, id === null);

  const pages = data ? pageCountOf(data.count, ADMIN_PAGE_SIZE) : 1;
  const filtered = FILTERS.some((k) => values[k] !== '');
  const school = data?.scope.owner === 'school';

  return (
    <section aria-labelledby="enquiries-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="enquiries">
      <AdminPageHeader
        title="Enquiries"
        titleId="enquiries-title"
        description={
          school
            ? `Messages sent through the forms on ${data.scope.name}’s site: contact messages, tour and demo requests, problem reports and sales enquiries.`
            : 'Messages sent through the forms of every site: contact messages, tour and demo requests, problem reports and sales enquiries.'
        }
      />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label="Status"
          testId="enquiry-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={TABS.map((s) => ({ value: s, label: TAB_LABELS[s], count: data?.counts[s] }))}
        />
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label="Search enquiries" placeholder="Search by name, email, organisation or message" testId="enquiry-search" />
          <FilterSelect
            label="Kind"
            value={kind}
            onChange={(v) => set({ kind: v })}
            allLabel="All kinds"
            options={ENQUIRY_KINDS.map((k) => ({ value: k, label: ENQUIRY_KIND_LABELS[k] }))}
            testId="enquiry-kind"
          />
        </div>
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title="Only admins read enquiries." testId="enquiries-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what="the enquiries" onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title="No enquiries match these filters."
            testId="enquiries-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ status: null, kind: null, search: null })}>
                Show all enquiries
              </button>
            }
          />
        ) : (
          <StateMessage icon={<MailIcon size={24} />} title="No enquiries yet" testId="enquiries-empty">
            Messages from the contact, tour, problem, demo and sales forms appear here as soon as they are sent.
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={['enquiry', 'enquiries']} />
            {isFetching ? <span className="text-sm text-ink-muted">Updating…</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="flex flex-col gap-3" data-testid="enquiry-list">
            {data.results.map((e) => (
              <EnquiryRow key={e.id} enquiry={e} showSite={!school} onOpen={() => open(e.id)} />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label="Enquiry pages" className="mt-2" /> : null}
        </>
      )}

      <EnquiryDrawer id={openId} onClose={() => open(null)} />
    </section>
  );
}

function EnquiryRow({ enquiry: e, showSite, onOpen }: { enquiry: TEnquiry; showSite: boolean; onOpen: () => void }) {
  return (
    <li
      className="rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card"
      data-testid="enquiry-row"
      data-enquiry-id={e.id}
      data-kind={e.kind}
      data-status={e.status}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="primary">{ENQUIRY_KIND_LABELS[e.kind]}</Badge>
            <span data-testid="enquiry-status">
              <Badge tone={STATUS_TONE[e.status]}>{ENQUIRY_STATUS_LABELS[e.status]}</Badge>
            </span>
            {e.has_screenshot ? (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-ink-muted">
                <ImageIcon size={14} />
                Screenshot
              </span>
            ) : null}
          </div>
          <button type="button" onClick={onOpen} className="mt-2 text-left text-base font-bold break-words text-ink hover:text-primary-dark hover:underline" data-testid="enquiry-open">
            {e.summary || ENQUIRY_KIND_LABELS[e.kind]}
          </button>
          <p className="text-sm break-words text-ink-soft" data-testid="enquiry-from">
            {e.name} · <span className="break-all">{e.email}</span>
            {e.organisation ? ` · ${e.organisation}` : ''}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <ClockIcon size={14} />
              <time dateTime={e.created_at}>{dateTime(e.created_at)}</time>
            </span>
            {showSite ? (
              <>
                <span aria-hidden="true">·</span>
                <span data-testid="enquiry-site">{e.site?.name ?? 'Main site'}</span>
              </>
            ) : null}
          </p>
        </div>
        <button type="button" className={buttonClass('secondary', 'sm', 'shrink-0 self-start')} onClick={onOpen}>
          Open
        </button>
      </div>
    </li>
  );
}

/** One enquiry in the side panel: everything the sender wrote, and its handling. */
function EnquiryDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, error, isFetching, refetch } = useGetEnquiryQuery(id ?? '', { skip: id === null });
  const enquiry = data && data.id === id ? data : null;
  return (
    <SideDrawer
      open={id !== null}
      onClose={onClose}
      title={enquiry ? `${ENQUIRY_KIND_LABELS[enquiry.kind]} from ${enquiry.name}` : 'Enquiry'}
      closeLabel="Close the enquiry"
      testId="enquiry-drawer"
      closeTestId="enquiry-drawer-close"
    >
      {!enquiry && isFetching ? (
        <DrawerSkeleton label="Loading the enquiry…" />
      ) : errorStatus(error) === 404 ? (
        <StateMessage icon={<SearchIcon size={24} />} title="This enquiry does not exist." testId="enquiry-missing" />
      ) : error || !enquiry ? (
        <ErrorState what="this enquiry" onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <EnquiryDetail enquiry={enquiry} />
      )}
    </SideDrawer>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="font-semibold text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words text-ink">{children}</dd>
    </>
  );
}

function EnquiryDetail({ enquiry: e }: { enquiry: TEnquiryDetail }) {
  const lines = detailLines(e.details, countryName);
  return (
    <div className="flex flex-col gap-6" data-testid="enquiry-detail" data-enquiry-id={e.id}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <Row label="From">{e.name}</Row>
        <Row label="Email">
          <a href={`mailto:${e.email}`} className="font-semibold break-all text-primary underline-offset-4 hover:underline" data-testid="enquiry-email">
            {e.email}
          </a>
        </Row>
        {e.organisation ? <Row label="Organisation">{e.organisation}</Row> : null}
        <Row label="Site">{e.site?.name ?? 'Main site'}</Row>
        <Row label="Sent">
          <time dateTime={e.created_at}>{dateTime(e.created_at)}</time>
        </Row>
        {lines.map((l) => (
          <Row key={l.label} label={l.label}>
            <span data-testid="enquiry-detail-line">{l.value}</span>
          </Row>
        ))}
        {e.page_url ? (
          <Row label="Page">
            <a href={e.page_url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline">
              {e.page_url}
              <ExternalLinkIcon size={14} className="shrink-0" />
            </a>
          </Row>
        ) : null}
        {e.sender ? <Row label="Signed in as">{e.sender.name}</Row> : null}
        {e.user_agent ? (
          <Row label="Browser">
            <span className="text-xs text-ink-soft">{e.user_agent}</span>
          </Row>
        ) : null}
      </dl>

      {e.message ? (
        <div>
          <h3 className="text-sm font-bold tracking-wide text-ink-muted uppercase">{e.kind === 'problem' ? 'What happened' : 'Message'}</h3>
          <p className="mt-2 rounded-xl bg-surface-alt p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-ink" data-testid="enquiry-message-text">
            {e.message}
          </p>
        </div>
      ) : null}

      {e.screenshot_url ? <ScreenshotView url={e.screenshot_url} /> : null}

      <HandlingForm key={`${e.id}-${e.status}-${e.note}`} enquiry={e} />
    </div>
  );
}

function ScreenshotView({ url }: { url: string }) {
  const shot = usePrivateFile(url);
  return (
    <div>
      <h3 className="text-sm font-bold tracking-wide text-ink-muted uppercase">Screenshot</h3>
      {shot.url ? (
        <a href={shot.url} target="_blank" rel="noopener" className="mt-2 block rounded-xl border border-line-soft bg-surface-alt p-2" title="Open the screenshot at full size">
          <img src={shot.url} alt="The screenshot sent with this report" className="max-h-96 w-full rounded-lg object-contain" data-testid="enquiry-screenshot-image" />
        </a>
      ) : shot.failed ? (
        <p className="mt-2 text-sm text-ink-muted">The screenshot could not be loaded.</p>
      ) : (
        <p className="mt-2 flex items-center gap-2 text-sm text-ink-muted" role="status">
          <Spinner /> Loading the screenshot…
        </p>
      )}
    </div>
  );
}

/** The enquiry's status and the admin's note; who handled it last, and when. */
function HandlingForm({ enquiry: e }: { enquiry: TEnquiryDetail }) {
  const [update, { isLoading, error }] = useUpdateEnquiryMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<TEnquiryUpdate, unknown, z.output<typeof ZEnquiryUpdate>>({
    resolver: zodResolver(ZEnquiryUpdate),
    defaultValues: { status: e.status, note: e.note },
  });
  const save = handleSubmit(async (values) => {
    try {
      const result = await update({ id: e.id, ...values }).unwrap();
      showToast(result.message, 'success');
    } catch (err) {
      const fields = serverFieldErrors(err);
      for (const name of ['status', 'note'] as const) if (fields[name]) setError(name, { message: fields[name].join(' ') });
    }
  });
  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-4 rounded-2xl border border-line-soft p-4" data-testid="enquiry-handling">
      <h3 className="text-sm font-bold tracking-wide text-ink-muted uppercase">Handling</h3>
      {error && !Object.keys(serverFieldErrors(error)).length ? <FormAlert>{errorMessage(error, 'The enquiry could not be saved. Please try again.')}</FormAlert> : null}
      <FormField label="Status" error={errors.status?.message}>
        {(c) => (
          <select {...c} {...register('status')} className={selectClass(!!errors.status)} data-testid="enquiry-status-select">
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ENQUIRY_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Note" optional error={errors.note?.message} hint="For the admins only: how it was answered, or what is left to do.">
        {(c) => <textarea {...c} {...register('note')} rows={3} maxLength={ENQUIRY_LIMITS.note} className={textareaClass(!!errors.note)} data-testid="enquiry-note" />}
      </FormField>
      {e.handled_at ? (
        <p className="text-sm text-ink-muted" data-testid="enquiry-handled">
          Last handled by {e.handled_by?.name ?? 'an admin'} on {dateTime(e.handled_at)}.
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary', 'md', 'self-start')} disabled={isLoading || !isDirty} data-testid="enquiry-save">
        {isLoading ? <Spinner /> : null}
        {isLoading ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
