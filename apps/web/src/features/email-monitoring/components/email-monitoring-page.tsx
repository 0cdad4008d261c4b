import type { TEmail, TMailStatus } from '@commonshelf/shared/mail/email-monitoring.schemas';
import { useState } from 'react';
import { ADMIN_PAGE_SIZE, AdminPageHeader, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { LockIcon, MailIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { DrawerSkeleton, SideDrawer } from '../../../components/ui/side-drawer';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { pageCountOf } from '../../../lib/filter-query';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetEmailQuery, useGetEmailsQuery, useResendEmailMutation } from '../api/email-monitoring.api';

type Tab = 'all' | TMailStatus;
const TABS: Tab[] = ['all', 'failed', 'queued', 'sent', 'stored'];
const TAB_LABELS: Record<Tab, string> = { all: 'All', failed: 'Failed', queued: 'Waiting', sent: 'Sent', stored: 'Kept here' };

/** What each status means to the reader of the list. */
const STATUS: Record<TMailStatus, { label: string; tone: 'neutral' | 'primary' | 'warm'; help: string }> = {
  sent: { label: 'Sent', tone: 'primary', help: 'Accepted by the mail server.' },
  queued: { label: 'Waiting', tone: 'neutral', help: 'Waiting to be sent, or to be tried again.' },
  failed: { label: 'Failed', tone: 'warm', help: 'Every attempt failed; it will not be tried again unless sent again.' },
  stored: { label: 'Kept here', tone: 'neutral', help: 'No mail server is configured, so the message is kept in the outbox only.' },
};

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * `admin-panel/email-monitoring`: every email the platform sent or tried to send, from every site,
 * with its status, attempts and last error; filtered by status and kind, searched by address or
 * subject; a message's text, and sending one again.
 */
export function EmailMonitoringPage() {
  useDocumentTitle('Email monitoring');
  const { values, page, set, pageHref } = useListParams(['status', 'template', 'search'] as const);
  const status: Tab = (TABS as string[]).includes(values.status) ? (values.status as Tab) : 'all';
  const { data, error, isLoading, isFetching, refetch } = useGetEmailsQuery({ status, template: values.template, search: values.search, page, size: ADMIN_PAGE_SIZE });
  const [openId, setOpenId] = useState<string | null>(null);
  const [resend, resendState] = useResendEmailMutation();

  const doResend = async (email: Pick<TEmail, 'id' | 'to'>) => {
    try {
      const result = await resend(email.id).unwrap();
      showToast(`${result.message} (${email.to})`, 'success');
    } catch (err) {
      showToast(errorMessage(err, 'The email could not be sent again. Please try again.'), 'error');
    }
  };
  const resending = resendState.isLoading ? resendState.originalArgs : undefined;
  const pages = data ? pageCountOf(data.count, ADMIN_PAGE_SIZE) : 1;
  const filtered = status !== 'all' || values.template !== '' || values.search !== '';

  return (
    <section aria-labelledby="emails-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="email-monitoring">
      <AdminPageHeader
        title="Email monitoring"
        titleId="emails-title"
        description="Every email the platform sent or tried to send, from every site: whether it arrived, how often it was tried, and why it failed."
      />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label="Status"
          testId="email-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={TABS.map((s) => ({ value: s, label: TAB_LABELS[s], count: data?.counts[s] }))}
        />
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label="Search emails" placeholder="Search by address or subject" testId="email-search" />
          <FilterSelect
            label="Kind"
            value={values.template}
            onChange={(v) => set({ template: v })}
            allLabel="All kinds"
            options={(data?.templates ?? []).map((t) => ({ value: t, label: kindLabel(t) }))}
            testId="email-template"
          />
        </div>
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title="Only the platform admin monitors email." testId="emails-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what="the emails" onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title="No emails match these filters."
            testId="emails-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ status: null, template: null, search: null })}>
                Show all emails
              </button>
            }
          />
        ) : (
          <StateMessage icon={<MailIcon size={24} />} title="No emails yet" testId="emails-empty">
            Password resets, invitations, receipts and reminders appear here as soon as they are written.
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={['email', 'emails']} />
            {isFetching ? <span className="text-sm text-ink-muted">Updating…</span> : null}
          </div>
          <div className="overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            <div aria-hidden="true" className="hidden grid-cols-[minmax(0,2.4fr)_minmax(0,1.4fr)_minmax(0,1.2fr)_auto] gap-4 border-b border-line-soft bg-surface-alt px-4 py-2.5 text-xs font-bold tracking-wide text-ink-muted uppercase lg:grid">
              <span>Email</span>
              <span>Site and kind</span>
              <span>Status</span>
              <span className="w-44 text-right">Actions</span>
            </div>
            <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft">
              {data.results.map((e) => (
                <EmailRow key={e.id} email={e} onOpen={() => setOpenId(e.id)} onResend={() => void doResend(e)} resending={resending === e.id} />
              ))}
            </ul>
          </div>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label="Email pages" className="mt-2" /> : null}
        </>
      )}

      <EmailDialog id={openId} onClose={() => setOpenId(null)} onResend={(e) => void doResend(e)} resending={resending !== undefined && resending === openId} />
    </section>
  );
}

/** `password-reset` → "Password reset". */
const kindLabel = (template: string) => {
  const words = template.replace(/[-_]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : template;
};

function StatusLine({ email: e }: { email: TEmail }) {
  const s = STATUS[e.status];
  return (
    <div className="flex min-w-0 flex-col items-start gap-1 text-sm">
      <span title={s.help} data-testid="email-status" data-status={e.status}>
        <Badge tone={s.tone}>{s.label}</Badge>
      </span>
      <span className="text-ink-muted">
        {e.sent_at ? `Sent ${dateTime(e.sent_at)}` : `Written ${dateTime(e.created_at)}`}
        {e.attempts > 0 ? ` · ${e.attempts} ${e.attempts === 1 ? 'attempt' : 'attempts'}` : ''}
      </span>
    </div>
  );
}

function EmailRow({ email: e, onOpen, onResend, resending }: { email: TEmail; onOpen: () => void; onResend: () => void; resending: boolean }) {
  return (
    <li data-testid="email-row" data-email-id={e.id} data-status={e.status} className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,2.4fr)_minmax(0,1.4fr)_minmax(0,1.2fr)_auto] lg:items-center lg:gap-4">
      <div className="min-w-0">
        <button type="button" onClick={onOpen} className="text-left text-base font-bold break-words text-ink hover:text-primary-dark hover:underline" data-testid="email-open">
          {e.subject}
        </button>
        <p className="text-sm break-all text-ink-soft" data-testid="email-to">
          To {e.to}
        </p>
        {e.last_error ? (
          <p className="mt-1 text-sm break-words text-book-button" data-testid="email-error">
            {e.last_error}
          </p>
        ) : null}
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">{e.site?.name ?? 'Main site'}</p>
        <p className="text-ink-muted">{kindLabel(e.template)}</p>
      </div>
      <StatusLine email={e} />
      <div className="flex flex-wrap gap-2 lg:w-44 lg:justify-end">
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onOpen}>
          View
        </button>
        {e.status === 'queued' ? null : (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onResend} disabled={resending} data-testid="email-resend">
            {resending ? <Spinner /> : null}
            Send again
          </button>
        )}
      </div>
    </li>
  );
}

/** One message: who it went to, when, what happened, and its text. */
function EmailDialog({ id, onClose, onResend, resending }: { id: string | null; onClose: () => void; onResend: (e: TEmail) => void; resending: boolean }) {
  const { data, error, isFetching, refetch } = useGetEmailQuery(id ?? '', { skip: id === null });
  const email = data && data.id === id ? data : null;
  return (
    <SideDrawer
      open={id !== null}
      onClose={onClose}
      title={email?.subject ?? 'Email'}
      closeLabel="Close the email"
      testId="email-dialog"
      closeTestId="email-dialog-close"
      footer={
        email && email.status !== 'queued' ? (
          <button type="button" className={buttonClass('primary', 'sm')} onClick={() => onResend(email)} disabled={resending} data-testid="email-dialog-resend">
            {resending ? <Spinner /> : null}
            Send again
          </button>
        ) : null
      }
    >
      {!email && isFetching ? (
        <DrawerSkeleton label="Loading the email…" />
      ) : error || !email ? (
        <ErrorState what="this email" onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold text-ink-muted">To</dt>
            <dd className="break-all text-ink">{email.to}</dd>
            <dt className="font-semibold text-ink-muted">Site</dt>
            <dd className="text-ink">{email.site?.name ?? 'Main site'}</dd>
            <dt className="font-semibold text-ink-muted">Kind</dt>
            <dd className="text-ink">{kindLabel(email.template)}</dd>
            <dt className="font-semibold text-ink-muted">Status</dt>
            <dd className="text-ink" data-testid="email-dialog-status">
              {STATUS[email.status].label}: {STATUS[email.status].help}
            </dd>
            <dt className="font-semibold text-ink-muted">Written</dt>
            <dd className="text-ink">{dateTime(email.created_at)}</dd>
            {email.sent_at ? (
              <>
                <dt className="font-semibold text-ink-muted">Sent</dt>
                <dd className="text-ink">{dateTime(email.sent_at)}</dd>
              </>
            ) : null}
            <dt className="font-semibold text-ink-muted">Attempts</dt>
            <dd className="text-ink">{email.attempts}</dd>
            {email.last_error ? (
              <>
                <dt className="font-semibold text-ink-muted">Last error</dt>
                <dd className="break-words text-book-button">{email.last_error}</dd>
              </>
            ) : null}
          </dl>
          <h3 className="mt-6 text-sm font-bold tracking-wide text-ink-muted uppercase">Message</h3>
          <p className="mt-1 text-sm text-ink-muted">The text version. Secret parts of links (password resets, invitations, orders) are hidden.</p>
          <pre className="mt-2 rounded-xl bg-surface-alt p-4 font-sans text-sm leading-relaxed break-words whitespace-pre-wrap text-ink" data-testid="email-text">
            {email.text}
          </pre>
        </>
      )}
    </SideDrawer>
  );
}
