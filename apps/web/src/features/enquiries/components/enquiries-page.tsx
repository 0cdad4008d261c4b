import { zodResolver } from '@hookform/resolvers/zod';
import {
  ENQUIRY_KINDS,
  ENQUIRY_LIMITS,
  ENQUIRY_STATUSES,
  ZEnquiryUpdate,
  type EnquiryKind,
  type EnquiryStatus,
  type TEnquiry,
  type TEnquiryDetail,
  type TEnquiryDetails,
  type TEnquiryUpdate,
} from '@commonshelf/shared/site/enquiries.schemas';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADMIN_PAGE_SIZE, AdminPageHeader, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
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
import { formatDateTime } from '../../../lib/format';
import { uiLocale } from '../../../i18n';
import type { contentAdmin } from '../../../i18n/en/content-admin';
import { errorStatus, serverFieldErrors } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetEnquiriesQuery, useGetEnquiryQuery, useUpdateEnquiryMutation } from '../api/enquiries.api';
import { usePrivateFile } from '../../../lib/use-private-file';

type Tab = 'all' | EnquiryStatus;
const TABS: Tab[] = ['all', ...ENQUIRY_STATUSES];
const STATUS_TONE: Record<EnquiryStatus, 'warm' | 'primary' | 'neutral'> = { new: 'warm', in_progress: 'primary', closed: 'neutral' };
const FILTERS = ['status', 'kind', 'search'] as const;

type T = TFunction<['contentAdmin', 'forms']>;
type DetailKey = Exclude<keyof typeof contentAdmin.enquiries.details, 'dateAtTime' | 'withTimeZone'>;

/** The details a form asked for beyond the message (role, school size, tour time…), labelled in the UI language. */
function detailLines(t: T, details: TEnquiryDetails): { key: string; label: string; value: string }[] {
  const lines: { key: string; label: string; value: string }[] = [];
  const count = (n: number | undefined) => (n === undefined ? undefined : new Intl.NumberFormat(uiLocale()).format(n));
  const add = (key: DetailKey, value: string | undefined) => {
    if (value) lines.push({ key, label: t(`enquiries.details.${key}`), value });
  };
  add('subject', details.subject);
  add('role', details.role && t(`forms:roles.${details.role}`));
  add('schoolSize', details.school_size && t(`forms:sizes.${details.school_size}`));
  if (details.preferred_date) {
    const when = details.preferred_time ? t('enquiries.details.dateAtTime', { date: details.preferred_date, time: details.preferred_time }) : details.preferred_date;
    add('preferredTime', details.time_zone ? t('enquiries.details.withTimeZone', { when, zone: details.time_zone }) : when);
  }
  add('country', details.country && (countryName(details.country) ?? details.country));
  add('students', count(details.students));
  add('interests', details.interests?.map((i) => t(`forms:interests.${i}`)).join(', '));
  add('quantity', count(details.quantity));
  return lines;
}

/**
 * `admin-panel/enquiries` and `admin-school/enquiries`: what visitors sent through the contact,
 * tour, problem, demo and sales forms (every site's for the platform admin, the school's own site's
 * for its admins), filtered by status and kind and searched by words; one enquiry in a side panel
 * with its message, details and screenshot, where its status and a note are set. `?id=` opens one
 * (the link in the admins' email).
 */
export function EnquiriesPage() {
  const { t } = useTranslation('contentAdmin');
  useDocumentTitle(t('enquiries.title'));
  const { values, page, set, pageHref } = useListParams([...FILTERS, 'id'] as const);
  const status: Tab = (TABS as string[]).includes(values.status) ? (values.status as Tab) : 'all';
  const kind = (ENQUIRY_KINDS as readonly string[]).includes(values.kind) ? (values.kind as EnquiryKind) : '';
  const { data, error, isLoading, isFetching, refetch } = useGetEnquiriesQuery({ kind, status, search: values.search, page, size: ADMIN_PAGE_SIZE });
  const openId = /^[0-9a-f-]{36}$/i.test(values.id) ? values.id : null;
  const open = (id: string | null) => set({ id, page: page > 1 ? page : null }, id === null);

  const pages = useListPages(data?.count, page, set);
  const filtered = FILTERS.some((k) => values[k] !== '');
  const school = data?.scope.owner === 'school';

  return (
    <section aria-labelledby="enquiries-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="enquiries">
      <AdminPageHeader
        title={t('enquiries.title')}
        titleId="enquiries-title"
        description={school ? t('enquiries.descriptionSchool', { site: data.scope.name }) : t('enquiries.descriptionPlatform')}
      />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label={t('enquiries.statusLabel')}
          testId="enquiry-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={TABS.map((s) => ({ value: s, label: s === 'all' ? t('enquiries.all') : t(`enquiries.statuses.${s}`), count: data?.counts[s] }))}
        />
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <ListSearch value={values.search} onSearch={(search, replace) => set({ search }, replace)} label={t('enquiries.searchLabel')} placeholder={t('enquiries.searchPlaceholder')} testId="enquiry-search" />
          <FilterSelect
            label={t('enquiries.kind')}
            value={kind}
            onChange={(v) => set({ kind: v })}
            allLabel={t('enquiries.allKinds')}
            options={ENQUIRY_KINDS.map((k) => ({ value: k, label: t(`enquiries.kinds.${k}`) }))}
            testId="enquiry-kind"
          />
        </div>
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('enquiries.forbidden')} testId="enquiries-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('enquiries.what')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title={t('enquiries.noMatch')}
            testId="enquiries-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ status: null, kind: null, search: null })}>
                {t('enquiries.showAll')}
              </button>
            }
          />
        ) : (
          <StateMessage icon={<MailIcon size={24} />} title={t('enquiries.noneYet')} testId="enquiries-empty">
            {t('enquiries.noneYetBody')}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('enquiries.nounOne'), t('enquiries.nounOther')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('enquiries.updating')}</span> : null}
          </div>
          <ul role="list" aria-busy={isFetching} className="flex flex-col gap-3" data-testid="enquiry-list">
            {data.results.map((e) => (
              <EnquiryRow key={e.id} enquiry={e} showSite={!school} onOpen={() => open(e.id)} />
            ))}
          </ul>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('enquiries.pages')} className="mt-2" /> : null}
        </>
      )}

      <EnquiryDrawer id={openId} onClose={() => open(null)} />
    </section>
  );
}

function EnquiryRow({ enquiry: e, showSite, onOpen }: { enquiry: TEnquiry; showSite: boolean; onOpen: () => void }) {
  const { t } = useTranslation('contentAdmin');
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
            <Badge tone="primary">{t(`enquiries.kinds.${e.kind}`)}</Badge>
            <span data-testid="enquiry-status">
              <Badge tone={STATUS_TONE[e.status]}>{t(`enquiries.statuses.${e.status}`)}</Badge>
            </span>
            {e.has_screenshot ? (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-ink-muted">
                <ImageIcon size={14} />
                {t('enquiries.screenshot')}
              </span>
            ) : null}
          </div>
          <button type="button" onClick={onOpen} className="mt-2 text-left text-base font-bold wrap-anywhere text-ink hover:text-primary-dark hover:underline" data-testid="enquiry-open">
            {e.summary || t(`enquiries.kinds.${e.kind}`)}
          </button>
          <p className="text-sm wrap-anywhere text-ink-soft" data-testid="enquiry-from">
            {e.name} · <span className="break-all">{e.email}</span>
            {e.organisation ? ` · ${e.organisation}` : ''}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-2 text-sm text-ink-muted">
            <span className="inline-flex items-center gap-1">
              <ClockIcon size={14} />
              <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
            </span>
            {showSite ? (
              <>
                <span aria-hidden="true">·</span>
                <span data-testid="enquiry-site">{e.site?.name ?? t('enquiries.mainSite')}</span>
              </>
            ) : null}
          </p>
        </div>
        <button type="button" className={buttonClass('secondary', 'sm', 'shrink-0 self-start')} onClick={onOpen}>
          {t('enquiries.open')}
        </button>
      </div>
    </li>
  );
}

/** One enquiry in the side panel: everything the sender wrote, and its handling. */
function EnquiryDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { data, error, isFetching, refetch } = useGetEnquiryQuery(id ?? '', { skip: id === null });
  const enquiry = data && data.id === id ? data : null;
  const { t } = useTranslation('contentAdmin');
  return (
    <SideDrawer
      open={id !== null}
      onClose={onClose}
      title={enquiry ? t('enquiries.drawerTitle', { kind: t(`enquiries.kinds.${enquiry.kind}`), name: enquiry.name }) : t('enquiries.drawerFallback')}
      closeLabel={t('enquiries.close')}
      testId="enquiry-drawer"
      closeTestId="enquiry-drawer-close"
    >
      {!enquiry && isFetching ? (
        <DrawerSkeleton label={t('enquiries.loading')} />
      ) : errorStatus(error) === 404 ? (
        <StateMessage icon={<SearchIcon size={24} />} title={t('enquiries.missing')} testId="enquiry-missing" />
      ) : error || !enquiry ? (
        <ErrorState what={t('enquiries.whatOne')} onRetry={() => void refetch()} retrying={isFetching} />
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
      <dd className="min-w-0 wrap-anywhere text-ink">{children}</dd>
    </>
  );
}

function EnquiryDetail({ enquiry: e }: { enquiry: TEnquiryDetail }) {
  const { t } = useTranslation(['contentAdmin', 'forms']);
  const lines = detailLines(t, e.details);
  return (
    <div className="flex flex-col gap-6" data-testid="enquiry-detail" data-enquiry-id={e.id}>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <Row label={t('enquiries.from')}>{e.name}</Row>
        <Row label={t('enquiries.email')}>
          <a href={`mailto:${e.email}`} className="font-semibold break-all text-primary underline-offset-4 hover:underline" data-testid="enquiry-email">
            {e.email}
          </a>
        </Row>
        {e.organisation ? <Row label={t('enquiries.organisation')}>{e.organisation}</Row> : null}
        <Row label={t('enquiries.site')}>{e.site?.name ?? t('enquiries.mainSite')}</Row>
        <Row label={t('enquiries.sent')}>
          <time dateTime={e.created_at}>{formatDateTime(e.created_at)}</time>
        </Row>
        {lines.map((l) => (
          <Row key={l.key} label={l.label}>
            <span data-testid="enquiry-detail-line">{l.value}</span>
          </Row>
        ))}
        {e.page_url ? (
          <Row label={t('enquiries.page')}>
            <a href={e.page_url} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex items-center gap-1 break-all text-primary underline-offset-4 hover:underline">
              {e.page_url}
              <ExternalLinkIcon size={14} className="shrink-0" />
            </a>
          </Row>
        ) : null}
        {e.sender ? <Row label={t('enquiries.signedInAs')}>{e.sender.name}</Row> : null}
        {e.user_agent ? (
          <Row label={t('enquiries.browser')}>
            <span className="text-xs text-ink-soft">{e.user_agent}</span>
          </Row>
        ) : null}
      </dl>

      {e.message ? (
        <div>
          <h3 className="text-sm font-bold tracking-wide text-ink-muted uppercase">{e.kind === 'problem' ? t('enquiries.whatHappened') : t('enquiries.message')}</h3>
          <p className="mt-2 rounded-xl bg-surface-alt p-4 text-sm leading-relaxed wrap-anywhere whitespace-pre-wrap text-ink" data-testid="enquiry-message-text">
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
  const { t } = useTranslation('contentAdmin');
  return (
    <div>
      <h3 className="text-sm font-bold tracking-wide text-ink-muted uppercase">{t('enquiries.screenshot')}</h3>
      {shot.url ? (
        <a href={shot.url} target="_blank" rel="noopener" className="mt-2 block rounded-xl border border-line-soft bg-surface-alt p-2" title={t('enquiries.openScreenshot')}>
          <img src={shot.url} alt={t('enquiries.screenshotAlt')} className="max-h-96 w-full rounded-lg object-contain" data-testid="enquiry-screenshot-image" />
        </a>
      ) : shot.failed ? (
        <p className="mt-2 text-sm text-ink-muted">{t('enquiries.screenshotFailed')}</p>
      ) : (
        <p className="mt-2 flex items-center gap-2 text-sm text-ink-muted" role="status">
          <Spinner /> {t('enquiries.screenshotLoading')}
        </p>
      )}
    </div>
  );
}

/** The enquiry's status and the admin's note; who handled it last, and when. */
function HandlingForm({ enquiry: e }: { enquiry: TEnquiryDetail }) {
  const [update, { isLoading, error }] = useUpdateEnquiryMutation();
  const { t } = useTranslation('contentAdmin');
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
      <h3 className="text-sm font-bold tracking-wide text-ink-muted uppercase">{t('enquiries.handling')}</h3>
      {error && !Object.keys(serverFieldErrors(error)).length ? <FormAlert>{errorMessage(error, t('enquiries.saveFailed'))}</FormAlert> : null}
      <FormField label={t('enquiries.statusLabel')} error={errors.status?.message}>
        {(c) => (
          <select {...c} {...register('status')} className={selectClass(!!errors.status)} data-testid="enquiry-status-select">
            {ENQUIRY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`enquiries.statuses.${s}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label={t('enquiries.note')} optional error={errors.note?.message} hint={t('enquiries.noteHint')}>
        {(c) => <textarea {...c} {...register('note')} rows={3} maxLength={ENQUIRY_LIMITS.note} className={textareaClass(!!errors.note)} data-testid="enquiry-note" />}
      </FormField>
      {e.handled_at ? (
        <p className="text-sm text-ink-muted" data-testid="enquiry-handled">
          {t('enquiries.handledBy', { name: e.handled_by?.name ?? t('enquiries.anAdmin'), date: formatDateTime(e.handled_at) })}
        </p>
      ) : null}
      <button type="submit" className={buttonClass('primary', 'md', 'self-start')} disabled={isLoading || !isDirty} data-testid="enquiry-save">
        {isLoading ? <Spinner /> : null}
        {isLoading ? t('enquiries.saving') : t('enquiries.save')}
      </button>
    </form>
  );
}
