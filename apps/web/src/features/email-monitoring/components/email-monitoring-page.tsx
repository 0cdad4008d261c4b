import type { TEmail, TMailStatus } from '@commonshelf/shared/mail/email-monitoring.schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uiLocale } from '../../../i18n';
import { ADMIN_PAGE_SIZE, AdminPageHeader, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { Badge } from '../../../components/ui/badge';
import { buttonClass } from '../../../components/ui/button';
import { LockIcon, MailIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { DrawerSkeleton, SideDrawer } from '../../../components/ui/side-drawer';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetEmailQuery, useGetEmailsQuery, useResendEmailMutation } from '../api/email-monitoring.api';
import { EmailText } from '../../../components/ui/email-text';
import { ItemName } from '../../../components/ui/item-name';

type Tab = 'all' | TMailStatus;
const TABS: Tab[] = ['all', 'failed', 'queued', 'sent', 'stored'];
const TONE: Record<TMailStatus, 'neutral' | 'primary' | 'warm'> = { sent: 'primary', queued: 'neutral', failed: 'warm', stored: 'neutral' };

const dateTime = (iso: string) => new Date(iso).toLocaleString(uiLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * `admin-panel/email-monitoring`: every email the platform sent or tried to send, from every site,
 * with its status, attempts and last error; filtered by status and kind, searched by address or
 * subject; a message's text, and sending one again.
 */
export function EmailMonitoringPage() {
  const { t } = useTranslation('adminPlatform');
  useDocumentTitle(t('email.title'));
  const { values, page, set, pageHref } = useListParams(['status', 'template', 'search'] as const);
  const status: Tab = (TABS as string[]).includes(values.status) ? (values.status as Tab) : 'all';
  const { data, error, isLoading, isFetching, refetch } = useGetEmailsQuery({ status, template: values.template, search: values.search, page, size: ADMIN_PAGE_SIZE });
  const [openId, setOpenId] = useState<string | null>(null);
  const [resend, resendState] = useResendEmailMutation();

  const doResend = async (email: Pick<TEmail, 'id' | 'to'>) => {
    try {
      const result = await resend(email.id).unwrap();
      showToast(t('email.resent', { message: result.message, to: email.to }), 'success');
    } catch (err) {
      showToast(errorMessage(err, t('email.resendFailed')), 'error');
    }
  };
  const resending = resendState.isLoading ? resendState.originalArgs : undefined;
  const pages = useListPages(data?.count, page, set);
  const filtered = status !== 'all' || values.template !== '' || values.search !== '';

  return (
    <section aria-labelledby="emails-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="email-monitoring">
      <AdminPageHeader
        title={t('email.title')}
        titleId="emails-title"
        description={t('email.description')}
      />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label={t('email.status')}
          testId="email-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={TABS.map((s) => ({ value: s, label: t(`email.tabs.${s}`), count: data?.counts[s] }))}
        />
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('email.search')} placeholder={t('email.searchPlaceholder')} testId="email-search" />
          <FilterSelect
            label={t('email.kind')}
            value={values.template}
            onChange={(v) => set({ template: v })}
            allLabel={t('email.allKinds')}
            options={(data?.templates ?? []).map((template) => ({ value: template, label: kindLabel(template) }))}
            testId="email-template"
          />
        </div>
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('email.forbidden')} testId="emails-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('email.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title={t('email.noMatch')}
            testId="emails-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ status: null, template: null, search: null })}>
                {t('email.showAll')}
              </button>
            }
          />
        ) : (
          <StateMessage icon={<MailIcon size={24} />} title={t('email.noneYet')} testId="emails-empty">
            {t('email.noneYetBody')}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('email.email'), t('email.emails')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('updating')}</span> : null}
          </div>
          <div className="overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            <div aria-hidden="true" className="hidden grid-cols-[minmax(0,2.4fr)_minmax(0,1.4fr)_minmax(0,1.2fr)_auto] gap-4 border-b border-line-soft bg-surface-alt px-4 py-2.5 text-xs font-bold tracking-wide text-ink-muted uppercase lg:grid">
              <span>{t('email.columns.email')}</span>
              <span>{t('email.columns.siteAndKind')}</span>
              <span>{t('email.columns.status')}</span>
              <span className="w-44 text-right">{t('email.columns.actions')}</span>
            </div>
            <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft">
              {data.results.map((e) => (
                <EmailRow key={e.id} email={e} onOpen={() => setOpenId(e.id)} onResend={() => void doResend(e)} resending={resending === e.id} />
              ))}
            </ul>
          </div>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('email.pagesLabel')} className="mt-2" /> : null}
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
  const { t } = useTranslation('adminPlatform');
  return (
    <div className="flex min-w-0 flex-col items-start gap-1 text-sm">
      <span title={t(`email.help.${e.status}`)} data-testid="email-status" data-status={e.status}>
        <Badge tone={TONE[e.status]}>{t(`email.tabs.${e.status}`)}</Badge>
      </span>
      <span className="text-ink-muted">
        {e.sent_at ? t('email.sentAt', { date: dateTime(e.sent_at) }) : t('email.writtenAt', { date: dateTime(e.created_at) })}
        {e.attempts > 0 ? t('email.attempts', { count: e.attempts }) : ''}
      </span>
    </div>
  );
}

function EmailRow({ email: e, onOpen, onResend, resending }: { email: TEmail; onOpen: () => void; onResend: () => void; resending: boolean }) {
  const { t } = useTranslation('adminPlatform');
  return (
    <li data-testid="email-row" data-email-id={e.id} data-status={e.status} className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,2.4fr)_minmax(0,1.4fr)_minmax(0,1.2fr)_auto] lg:items-center lg:gap-4">
      <div className="min-w-0">
        <button type="button" onClick={onOpen} className="text-left text-base font-bold wrap-anywhere text-ink hover:text-primary-dark hover:underline" data-testid="email-open">
          {e.subject}
        </button>
        <p className="text-sm text-ink-soft wrap-anywhere" data-testid="email-to">
          {t('email.to', { to: e.to })}
        </p>
        {e.last_error ? (
          <p className="mt-1 text-sm wrap-anywhere text-book-button" data-testid="email-error">
            {e.last_error}
          </p>
        ) : null}
      </div>
      <div className="min-w-0 text-sm">
        <p className="font-semibold text-ink">{e.site?.name ?? t('mainSite')}</p>
        <p className="text-ink-muted">{kindLabel(e.template)}</p>
      </div>
      <StatusLine email={e} />
      <div className="flex flex-wrap gap-2 lg:w-44 lg:justify-end">
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={onOpen}>
          {t('email.view')}<ItemName>{`${e.subject}, ${e.to}`}</ItemName>
        </button>
        {e.status === 'queued' ? null : (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onResend} disabled={resending} data-testid="email-resend">
            {resending ? <Spinner /> : null}
            {t('email.sendAgain')}<ItemName>{`${e.subject}, ${e.to}`}</ItemName>
          </button>
        )}
      </div>
    </li>
  );
}

/** One message: who it went to, when, what happened, and its text. */
function EmailDialog({ id, onClose, onResend, resending }: { id: string | null; onClose: () => void; onResend: (e: TEmail) => void; resending: boolean }) {
  const { t } = useTranslation('adminPlatform');
  const { data, error, isFetching, refetch } = useGetEmailQuery(id ?? '', { skip: id === null });
  const email = data && data.id === id ? data : null;
  return (
    <SideDrawer
      open={id !== null}
      onClose={onClose}
      title={email?.subject ?? t('email.emailTitle')}
      closeLabel={t('email.close')}
      testId="email-dialog"
      closeTestId="email-dialog-close"
      footer={
        email && email.status !== 'queued' ? (
          <button type="button" className={buttonClass('primary', 'sm')} onClick={() => onResend(email)} disabled={resending} data-testid="email-dialog-resend">
            {resending ? <Spinner /> : null}
            {t('email.sendAgain')}
          </button>
        ) : null
      }
    >
      {!email && isFetching ? (
        <DrawerSkeleton label={t('email.loading')} />
      ) : error || !email ? (
        <ErrorState what={t('email.whatOne')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
            <dt className="font-semibold text-ink-muted">{t('email.toLabel')}</dt>
            <dd className="text-ink wrap-anywhere">
              <EmailText email={email.to} />
            </dd>
            <dt className="font-semibold text-ink-muted">{t('email.site')}</dt>
            <dd className="text-ink">{email.site?.name ?? t('mainSite')}</dd>
            <dt className="font-semibold text-ink-muted">{t('email.kind')}</dt>
            <dd className="text-ink">{kindLabel(email.template)}</dd>
            <dt className="font-semibold text-ink-muted">{t('email.status')}</dt>
            <dd className="text-ink" data-testid="email-dialog-status">
              {t('email.statusHelp', { status: t(`email.tabs.${email.status}`), help: t(`email.help.${email.status}`) })}
            </dd>
            <dt className="font-semibold text-ink-muted">{t('email.written')}</dt>
            <dd className="text-ink">{dateTime(email.created_at)}</dd>
            {email.sent_at ? (
              <>
                <dt className="font-semibold text-ink-muted">{t('email.sent')}</dt>
                <dd className="text-ink">{dateTime(email.sent_at)}</dd>
              </>
            ) : null}
            <dt className="font-semibold text-ink-muted">{t('email.attemptsLabel')}</dt>
            <dd className="text-ink">{email.attempts}</dd>
            {email.last_error ? (
              <>
                <dt className="font-semibold text-ink-muted">{t('email.lastError')}</dt>
                <dd className="wrap-anywhere text-danger">{email.last_error}</dd>
              </>
            ) : null}
          </dl>
          <h3 className="mt-6 text-sm font-bold tracking-wide text-ink-muted uppercase">{t('email.message')}</h3>
          <p className="mt-1 text-sm text-ink-muted">{t('email.messageHint')}</p>
          <pre className="mt-2 rounded-xl bg-surface-alt p-4 font-sans text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-ink" data-testid="email-text">
            {email.text}
          </pre>
        </>
      )}
    </SideDrawer>
  );
}
