import { ADMIN_STORY_STATUSES, type TAdminStory, type TAdminStoryStatus } from '@commonshelf/shared/library/story-admin.schemas';
import i18next from 'i18next';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, AdminPageHeader, dangerButtonClass, FilterSelect, FilterTabs, ListSearch, ListSkeleton, RangeNote, useListPages, useListParams } from '../../../components/ui/admin-list';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { CheckIcon, ExternalLinkIcon, FileTextIcon, LockIcon, SearchIcon } from '../../../components/ui/icons';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  useApproveStoryMutation,
  useGetAdminStoriesQuery,
  useGetAdminStoryQuery,
  useRejectStoryMutation,
  useUnpublishStoryMutation,
} from '../api/story-admin.api';
import { PublicationBadge, RejectDialog, shortDate, StoryPreviewDialog } from './story-ui';
import { storyLibraryPath } from '../../../lib/story-path';
import { ItemName } from '../../../components/ui/item-name';

const TAB_ORDER: TAdminStoryStatus[] = ['all', 'pending', 'published', 'rejected', 'draft'];

/** Where a published story is read: the library's story page on this site. */

/**
 * `admin-school/stories`: every story of the school with its author and class, status and dates;
 * filtered by status, class and search; approve, send back with a note, unpublish, preview.
 */
export function SchoolStoriesPage() {
  const { t } = useTranslation('publishing');
  useDocumentTitle(t('hub.stories'));
  const { values, page, set, pageHref } = useListParams(['status', 'class', 'search'] as const);
  const status: TAdminStoryStatus = (ADMIN_STORY_STATUSES as readonly string[]).includes(values.status) ? (values.status as TAdminStoryStatus) : 'all';
  const { data, error, isLoading, isFetching, refetch } = useGetAdminStoriesQuery({ status, classId: values.class, search: values.search, page, size: ADMIN_PAGE_SIZE });
  const [previewId, setPreviewId] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<TAdminStory | null>(null);
  const [unpublishing, setUnpublishing] = useState<TAdminStory | null>(null);
  const [approve, approveState] = useApproveStoryMutation();
  const [reject, rejectState] = useRejectStoryMutation();
  const [unpublish, unpublishState] = useUnpublishStoryMutation();

  const doApprove = async (story: { id: number; title: string }) => {
    try {
      await approve(story.id).unwrap();
      showToast(t('storyAdmin.published', { title: story.title }), 'success');
    } catch (err) {
      showToast(errorMessage(err, t('storyAdmin.approveFailed')), 'error');
    }
  };
  const doReject = async (reason: string) => {
    if (!rejecting) return;
    await reject({ id: rejecting.id, reason }).unwrap();
    showToast(t('review.sentBack', { title: rejecting.title }), 'success');
    setRejecting(null);
  };
  const doUnpublish = async () => {
    if (!unpublishing) return;
    try {
      await unpublish(unpublishing.id).unwrap();
      showToast(t('storyAdmin.unpublished', { title: unpublishing.title }), 'success');
      setUnpublishing(null);
    } catch (err) {
      showToast(errorMessage(err, t('storyAdmin.unpublishFailed')), 'error');
    }
  };
  const actions: RowActions = {
    preview: (s) => setPreviewId(s.id),
    approve: (s) => void doApprove(s),
    reject: (s) => setRejecting(s),
    unpublish: (s) => setUnpublishing(s),
    approving: approveState.isLoading ? approveState.originalArgs : undefined,
  };

  const pages = useListPages(data?.count, page, set);
  const filtered = status !== 'all' || values.class !== '' || values.search !== '';
  const rowById = (id: number | null) => data?.results.find((s) => s.id === id) ?? null;

  return (
    <section aria-labelledby="stories-title" className="mx-auto flex w-full max-w-6xl flex-col gap-5" data-testid="school-stories">
      <AdminPageHeader title={t('hub.stories')} titleId="stories-title" description={t('storyAdmin.intro')} />

      <div className="flex flex-col gap-3 rounded-[var(--radius-card)] bg-surface p-3 shadow-card sm:p-4">
        <FilterTabs
          label={t('storyAdmin.status')}
          testId="story-status-tabs"
          value={status}
          onChange={(v) => set({ status: v === 'all' ? null : v })}
          tabs={TAB_ORDER.map((s) => ({ value: s, label: t(`storyAdmin.tabs.${s}`), count: data?.counts[s] }))}
        />
        <div className="flex flex-col gap-3 md:flex-row md:items-center">
          <ListSearch
            value={values.search}
            onSearch={(search, replace) => set({ search }, replace)}
            label={t('storyAdmin.search')}
            placeholder={t('storyAdmin.searchPlaceholder')}
            testId="story-search"
          />
          <FilterSelect
            label={t('storyAdmin.class')}
            value={values.class}
            onChange={(v) => set({ class: v })}
            allLabel={t('storyAdmin.allClasses')}
            options={(data?.classes ?? []).map((c) => ({ value: c.id, label: c.name }))}
            testId="story-class"
          />
        </div>
      </div>

      {isLoading ? (
        <ListSkeleton />
      ) : errorStatus(error) === 403 ? (
        <StateMessage icon={<LockIcon size={24} />} title={t('storyAdmin.forbidden')} testId="stories-forbidden">
          {errorMessage(error, '')}
        </StateMessage>
      ) : error || !data ? (
        <ErrorState what={t('storyAdmin.theStories')} onRetry={() => void refetch()} retrying={isFetching} />
      ) : data.results.length === 0 ? (
        filtered ? (
          <StateMessage
            icon={<SearchIcon size={24} />}
            title={t('storyAdmin.noMatch')}
            testId="stories-empty"
            action={
              <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => set({ status: null, class: null, search: null })}>
                {t('storyAdmin.showAll')}
              </button>
            }
          />
        ) : (
          <StateMessage icon={<FileTextIcon size={24} />} title={t('storyAdmin.noStories')} testId="stories-empty">
            {t('storyAdmin.emptyHint')}
          </StateMessage>
        )
      ) : (
        <>
          <div className="flex items-center justify-between gap-3">
            <RangeNote page={page} count={data.count} noun={[t('storyAdmin.nounOne'), t('storyAdmin.nounOther')]} />
            {isFetching ? <span className="text-sm text-ink-muted">{t('storyAdmin.updating')}</span> : null}
          </div>
          <div className="overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card">
            <div aria-hidden="true" className="hidden grid-cols-[minmax(0,2.2fr)_minmax(0,1.3fr)_minmax(0,1.2fr)_auto] gap-4 border-b border-line-soft bg-surface-alt px-4 py-2.5 text-xs font-bold tracking-wide text-ink-muted uppercase lg:grid">
              <span>{t('storyAdmin.colStory')}</span>
              <span>{t('storyAdmin.colAuthor')}</span>
              <span>{t('storyAdmin.status')}</span>
              <span className="w-80 text-right">{t('storyAdmin.colActions')}</span>
            </div>
            <ul role="list" aria-busy={isFetching} className="divide-y divide-line-soft">
              {data.results.map((s) => (
                <StoryRow key={s.id} story={s} actions={actions} />
              ))}
            </ul>
          </div>
          {pages > 1 ? <Pager current={Math.min(page, pages)} total={pages} to={pageHref} label={t('storyAdmin.pagerLabel')} className="mt-2" /> : null}
        </>
      )}

      <AdminStoryPreview
        id={previewId}
        fallback={rowById(previewId)}
        onClose={() => setPreviewId(null)}
        onApprove={(s) => void doApprove(s).then(() => setPreviewId(null))}
        onReject={(s) => {
          setPreviewId(null);
          setRejecting(s);
        }}
        onUnpublish={(s) => {
          setPreviewId(null);
          setUnpublishing(s);
        }}
        approving={approveState.isLoading}
      />
      <RejectDialog
        story={rejecting ? { title: rejecting.title, author: rejecting.author?.name ?? null } : null}
        busy={rejectState.isLoading}
        onReject={doReject}
        onCancel={() => setRejecting(null)}
      />
      <ConfirmDialog
        open={unpublishing !== null}
        title={t('storyAdmin.unpublishTitle', { title: unpublishing?.title ?? '' })}
        confirmLabel={t('storyAdmin.unpublish')}
        danger
        busy={unpublishState.isLoading}
        onConfirm={() => void doUnpublish()}
        onCancel={() => setUnpublishing(null)}
        testId="unpublish-dialog"
      >
        {t('storyAdmin.unpublishBody', { author: unpublishing?.author?.name ?? t('storyAdmin.itsAuthorLower') })}
      </ConfirmDialog>
    </section>
  );
}

type RowActions = {
  preview: (s: TAdminStory) => void;
  approve: (s: TAdminStory) => void;
  reject: (s: TAdminStory) => void;
  unpublish: (s: TAdminStory) => void;
  /** The story being approved right now. */
  approving: number | undefined;
};

function StoryRow({ story: s, actions }: { story: TAdminStory; actions: RowActions }) {
  const { t } = useTranslation('publishing');
  const busy = actions.approving === s.id;
  return (
    <li
      data-testid="story-row"
      data-story-id={s.id}
      data-title={s.title}
      data-status={s.status}
      className="grid gap-3 px-4 py-4 lg:grid-cols-[minmax(0,2.2fr)_minmax(0,1.3fr)_minmax(0,1.2fr)_auto] lg:items-center lg:gap-4"
    >
      <div className="flex min-w-0 gap-3">
        {s.cover ? <img src={s.cover} alt="" className="hidden h-16 w-12 shrink-0 rounded-lg object-cover sm:block" /> : null}
        <div className="min-w-0">
          <button type="button" onClick={() => actions.preview(s)} className="text-left text-base font-bold wrap-anywhere text-ink hover:text-primary-dark hover:underline" data-testid="story-open">
            {s.title}
          </button>
          {s.summary ? <p className="line-clamp-2 text-sm text-ink-soft">{s.summary}</p> : null}
        </div>
      </div>
      <div className="min-w-0 text-sm">
        <span className="font-semibold text-ink-muted lg:sr-only">{t('storyAdmin.authorLabel')}</span>
        <span className="font-semibold text-ink" data-testid="story-author">
          {s.author?.name ?? t('storyAdmin.formerUser')}
        </span>
        <p className="text-ink-muted" data-testid="story-classes">
          {s.classes.length ? s.classes.map((c) => c.name).join(', ') : s.author?.role === 'student' ? t('storyAdmin.noClass') : roleName(s.author?.role)}
        </p>
      </div>
      <div className="flex min-w-0 flex-col items-start gap-1 text-sm">
        <PublicationBadge status={s.status} />
        <StoryDates story={s} />
      </div>
      <div className="flex flex-wrap gap-2 lg:w-80 lg:justify-end">
        <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => actions.preview(s)} data-testid="story-preview-button">
          {t('storyAdmin.preview')}<ItemName>{s.title}</ItemName>
        </button>
        {s.status === 'pending' ? (
          <>
            <button type="button" {...busyButtonProps(busy)} className={buttonClass('primary', 'sm')} onClick={() => actions.approve(s)} data-testid="story-approve">
              {busy ? <Spinner /> : <CheckIcon size={16} />}
              {t('storyAdmin.approve')}<ItemName>{s.title}</ItemName>
            </button>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => actions.reject(s)} data-testid="story-reject">
              {t('review.sendBack')}<ItemName>{s.title}</ItemName>
            </button>
          </>
        ) : null}
        {s.status === 'published' ? (
          <>
            <a href={storyLibraryPath(s.slug)} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'sm')} data-testid="story-library-link">
              <ExternalLinkIcon size={16} />
              <Trans t={t} i18nKey="storyAdmin.open" values={{ title: s.title }} components={{ sr: <span className="sr-only" /> }} />
            </a>
            <button type="button" className={dangerButtonClass()} onClick={() => actions.unpublish(s)} data-testid="story-unpublish">
              {t('storyAdmin.unpublishEllipsis')}<ItemName>{s.title}</ItemName>
            </button>
          </>
        ) : null}
      </div>
    </li>
  );
}

function roleName(role: string | undefined) {
  if (!role) return '';
  return role === 'teacher' ? i18next.t('publishing:storyAdmin.teacher') : role.includes('admin') ? i18next.t('publishing:storyAdmin.admin') : role;
}

function StoryDates({ story: s }: { story: TAdminStory }) {
  const { t } = useTranslation('publishing');
  const parts: string[] = [];
  if (s.status === 'published' && s.published_at) parts.push(t('storyAdmin.publishedOn', { date: shortDate(s.published_at) }));
  else if (s.status === 'pending' && s.submitted_at) parts.push(t('storyAdmin.sentOn', { date: shortDate(s.submitted_at) }));
  else if (s.status === 'rejected' && s.reviewed_at)
    parts.push(s.reviewed_by ? t('storyAdmin.sentBackOnBy', { date: shortDate(s.reviewed_at), name: s.reviewed_by }) : t('storyAdmin.sentBackOn', { date: shortDate(s.reviewed_at) }));
  if (s.status === 'draft') parts.push(t('storyAdmin.editedOn', { date: shortDate(s.updated_at) }));
  return (
    <p className="text-ink-muted" data-testid="story-dates">
      {parts.join(' · ')}
      <span className="block text-xs">{t('storyAdmin.startedOn', { date: shortDate(s.created_at) })}</span>
    </p>
  );
}

function AdminStoryPreview({
  id,
  fallback,
  onClose,
  onApprove,
  onReject,
  onUnpublish,
  approving,
}: {
  id: number | null;
  fallback: TAdminStory | null;
  onClose: () => void;
  onApprove: (s: TAdminStory) => void;
  onReject: (s: TAdminStory) => void;
  onUnpublish: (s: TAdminStory) => void;
  approving: boolean;
}) {
  const { t } = useTranslation('publishing');
  const { data, isFetching, isError, refetch } = useGetAdminStoryQuery(id ?? 0, { skip: id === null });
  const story = data && data.id === id ? data : null;
  const shown = story ?? fallback;
  return (
    <StoryPreviewDialog
      open={id !== null}
      onClose={onClose}
      heading={shown?.title ?? t('storyAdmin.colStory')}
      loading={!story && !isError}
      error={
        isError ? <ErrorState what={t('story.thisStory')} onRetry={() => void refetch()} retrying={isFetching} /> : undefined
      }
      bodyHtml={story?.body_html}
      lead={shown?.summary}
      meta={
        shown ? (
          <div className="flex flex-wrap items-center gap-2">
            <PublicationBadge status={shown.status} />
            <span>
              {t('review.by', { name: shown.author?.name ?? t('review.formerUser') })}
              {shown.classes.length ? t('storyAdmin.classesSuffix', { classes: shown.classes.map((c) => c.name).join(', ') }) : ''}
            </span>
            {shown.category ? <span>{t('storyAdmin.category', { name: shown.category.name })}</span> : null}
            {shown.status === 'rejected' && shown.rejection_reason ? (
              <p className="w-full rounded-xl bg-surface-alt px-3 py-2 text-ink" data-testid="story-preview-reason">
                <span className="font-semibold">{t('storyAdmin.noteSent')}</span> {shown.rejection_reason}
              </p>
            ) : null}
          </div>
        ) : null
      }
      actions={
        shown?.status === 'pending' ? (
          <>
            <button type="button" className={buttonClass('secondary', 'md')} onClick={() => onReject(shown)} data-testid="preview-reject">
              {t('review.sendBack')}
            </button>
            <button type="button" disabled={approving} className={buttonClass('primary', 'md')} onClick={() => onApprove(shown)} data-testid="preview-approve">
              {approving ? <Spinner /> : <CheckIcon size={16} />}
              {t('review.approve')}
            </button>
          </>
        ) : shown?.status === 'published' ? (
          <>
            <button type="button" className={dangerButtonClass('md')} onClick={() => onUnpublish(shown)}>
              {t('storyAdmin.unpublishEllipsis')}
            </button>
            <a href={storyLibraryPath(shown.slug)} target="_blank" rel="noreferrer" className={buttonClass('primary', 'md')}>
              <ExternalLinkIcon size={16} />
              {t('openInLibrary')}
            </a>
          </>
        ) : undefined
      }
    />
  );
}
