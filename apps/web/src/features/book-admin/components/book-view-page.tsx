import type { TAdminBookDetail, TBookStatusEvent } from '@commonshelf/shared/library/book-admin.schemas';
import { REACTION_LABELS } from '@commonshelf/shared/library/library.schemas';
import { PUBLISHING_MSG } from '@commonshelf/shared/library/publishing.schemas';
import type { TReaderBook } from '@commonshelf/shared/library/reader.schemas';
import i18next from 'i18next';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { dangerButtonClass } from '../../../components/ui/admin-list';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { PublicationStatusBadge as StatusBadge } from '../../../components/ui/publication-badge';
import { ArrowLeftIcon, BookIcon, CheckIcon, ExternalLinkIcon, PenIcon } from '../../../components/ui/icons';
import { SdgBadgeList } from '../../../components/ui/sdg-goals';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { formatBytes } from '../../../lib/format';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useDeleteAdminBookMutation,
  useGetAdminBookQuery,
  usePatchAdminBookMutation,
  usePublishAdminBookMutation,
  useRejectAdminBookMutation,
  useUnpublishAdminBookMutation,
} from '../api/book-admin.api';
import { bookEditorPath, bookListPath, bookViewPath, useBookAdminBase } from '../book-admin-paths';
import { CoverThumb, EyeIcon, FeaturedSwitch, formatLabel, formatDateTime, formatShortDate, languageName, TrashIcon } from './book-admin-ui';
import { licenseName } from '../../../components/ui/book-form-fields';

/** The reader's view of a book, built from the admin's copy (its files' addresses are the ones this admin may open). */
function readerBookOf(b: TAdminBookDetail): TReaderBook {
  return {
    id: b.id,
    slug: b.slug,
    title: b.title,
    authors: b.authors,
    illustrator: b.illustrator || null,
    language: b.language,
    license: b.license,
    cover: b.cover,
    format: b.format,
    file_url: b.format === 'pages' ? null : b.file,
    file_size: b.file_size,
    pages: b.pages,
    position: null,
  };
}

/** The book reader, in its preview mode (nothing counted, no position kept); the app passes it in. */
export type PreviewReader = ComponentType<{ book: TReaderBook; signedIn: boolean; preview: { back: string; backLabel: string } }>;

/**
 * `…/view-book/:bookId`: a book in any status as its admins see it: details, where it stands and how
 * it got there (with the reasons), its numbers, and its content in the reader (`?read`).
 */
export function BookViewPage({ reader: Reader }: { reader: PreviewReader }) {
  const { t } = useTranslation('books');
  const { bookId } = useParams();
  const id = Number(bookId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, isFetching, refetch } = useGetAdminBookQuery(valid ? id : 0, { skip: !valid });
  const [params] = useSearchParams();
  const base = useBookAdminBase();
  useDocumentTitle(data ? data.title : t('admin.view.docTitle'));

  if (!valid || errorStatus(error) === 404) {
    return (
      <div className="mx-auto max-w-3xl">
        <StateMessage icon={<BookIcon size={24} />} title={t('admin.missing')} testId="book-missing" action={<BackLink />} />
      </div>
    );
  }
  if (isLoading) {
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" role="status">
        <span className="sr-only">{t('loading')}</span>
        <Skeleton className="h-5 w-24" />
        <div className="flex gap-4">
          <Skeleton className="h-44 w-32 rounded-xl" />
          <div className="flex flex-1 flex-col gap-3">
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-5 w-1/3" />
          </div>
        </div>
        <Skeleton className="h-64 w-full rounded-[var(--radius-card)]" />
      </div>
    );
  }
  if (!data) return <ErrorState what={t('thisBook')} onRetry={() => void refetch()} retrying={isFetching} />;
  if (params.has('read')) {
    return <Reader key={`${data.id}:${data.updated_at}`} book={readerBookOf(data)} signedIn preview={{ back: bookViewPath(base, data.id), backLabel: t('admin.view.backTo', { title: data.title }) }} />;
  }
  return <BookView book={data} />;
}

function BackLink() {
  const base = useBookAdminBase();
  const { t } = useTranslation('books');
  return (
    <Link to={bookListPath(base)} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
      <ArrowLeftIcon size={16} />
      {t('admin.allBooks')}
    </Link>
  );
}

function Card({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className="min-w-0 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function BookView({ book: b }: { book: TAdminBookDetail }) {
  const base = useBookAdminBase();
  const { t } = useTranslation('books');
  const navigate = useNavigate();
  const [patch, patchState] = usePatchAdminBookMutation();
  const [publish, publishState] = usePublishAdminBookMutation();
  const [unpublish, unpublishState] = useUnpublishAdminBookMutation();
  const [remove, removeState] = useDeleteAdminBookMutation();
  const [deleting, setDeleting] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const busy = publishState.isLoading || unpublishState.isLoading;

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      showToast(done, 'success');
    } catch (err) {
      showToast(errorMessage(err, failed), 'error');
    }
  };
  const doDelete = async () => {
    try {
      await remove(b.id).unwrap();
      showToast(t('admin.list.deleted', { title: b.title }), 'success');
      void navigate(bookListPath(base), { replace: true });
    } catch (err) {
      showToast(errorMessage(err, t('admin.list.deleteFailed')), 'error');
    }
  };
  const where = b.platform_wide ? t('admin.view.platformWide') : (b.site?.name ?? t('admin.view.thisSchool'));

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid="book-view" data-book-id={b.id} data-status={b.status}>
      <BackLink />
      <header className="flex flex-col gap-4 sm:flex-row">
        <CoverThumb src={b.cover} className="h-44 w-32 self-start" />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <StatusBadge status={b.status} testId="view-status" />
            {b.featured ? (
              <span className="inline-flex h-6 items-center rounded-full bg-primary-light px-2 text-xs font-semibold text-primary-dark" data-testid="view-featured">
                {t('admin.view.starFeatured')}
              </span>
            ) : null}
            <span className="text-xs font-semibold text-ink-muted">{where}</span>
          </div>
          <h1 className="text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl" data-testid="view-title">
            {b.title}
          </h1>
          <p className="text-ink-soft">
            {t('admin.view.by', { authors: b.authors.join(', ') })}
            {b.illustrator ? t('admin.view.illustratedBy', { name: b.illustrator }) : ''}
          </p>
          {b.status === 'rejected' && b.rejection_reason ? (
            <p className="rounded-xl border border-book-button bg-announcement px-3 py-2 text-sm text-ink" data-testid="view-rejection">
              <span className="font-semibold">{t('admin.view.sentBackLabel')}</span>
              {b.rejection_reason}
            </p>
          ) : null}
          {!b.editable ? (
            <p className="text-sm text-ink-muted" data-testid="view-read-only">
              {t('admin.view.readOnly', { site: b.site?.name ?? t('admin.view.aSchool') })}
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-2">
            <Link to={`${bookViewPath(base, b.id)}?read`} className={buttonClass('primary', 'md')} data-testid="view-read">
              <EyeIcon size={18} />
              {t('admin.view.read')}
            </Link>
            {b.public_url ? (
              <a href={b.public_url} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'md')} data-testid="view-public">
                <ExternalLinkIcon size={16} />
                {t('admin.inLibrary')}
                <span className="sr-only">{t('admin.view.newTab')}</span>
              </a>
            ) : null}
            {b.editable ? (
              <Link to={bookEditorPath(base, b.id)} className={buttonClass('secondary', 'md')} data-testid="view-edit">
                <PenIcon size={16} />
                {t('admin.view.edit')}
              </Link>
            ) : null}
          </div>
        </div>
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-5">
          <Card title={t('admin.details')} testId="view-details">
            {b.description ? <p className="mb-4 whitespace-pre-line text-ink-soft">{b.description}</p> : null}
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Detail term={t('facts.format')}>
                {formatLabel(b.format)}
                {b.format === 'pages' ? t('admin.view.pages', { count: b.pages.length }) : b.file_size ? t('admin.view.size', { size: formatBytes(b.file_size) }) : ''}
              </Detail>
              <Detail term={t('facts.language')}>{languageName(b.language)}</Detail>
              <Detail term={t('facts.level')}>{t('admin.level', { level: b.reading_level })}</Detail>
              <Detail term={t('admin.view.ages')}>{b.age_min !== null || b.age_max !== null ? t('admin.view.ageRange', { min: b.age_min ?? '…', max: b.age_max ?? '…' }) : t('admin.view.anyAge')}</Detail>
              <Detail term={t('facts.category')}>{b.category?.name ?? t('admin.list.noCategory')}</Detail>
              <Detail term={t('admin.mode')}>{b.mode?.name ?? t('admin.everyMode')}</Detail>
              <Detail term={t('facts.license')}>{licenseName(b.license)}</Detail>
              <Detail term={t('admin.view.uploadedBy')}>{b.uploaded_by ? b.uploaded_by.name : t('admin.view.unknown')}</Detail>
              <Detail term={t('admin.view.added')}>{formatShortDate(b.created_at)}</Detail>
              <Detail term={t('admin.view.published')}>{b.published_at ? formatShortDate(b.published_at) : t('admin.view.notPublished')}</Detail>
              {b.source ? (
                <Detail term={t('admin.view.takenFrom')}>
                  {t('admin.view.source', { site: b.source.site?.name ?? t('admin.view.aSchool'), title: b.source.title })}
                </Detail>
              ) : null}
              {b.platform_status ? (
                <Detail term={t('admin.list.platformLibrary')}>
                  {b.platform_status === 'pending'
                    ? t('admin.view.proposed')
                    : b.platform_status === 'published'
                      ? t('admin.view.takenIn')
                      : b.platform_rejection_reason
                        ? t('admin.view.declinedWhy', { reason: b.platform_rejection_reason })
                        : t('admin.view.declined')}
                </Detail>
              ) : null}
            </dl>
            {b.sdgs.length ? (
              <div className="mt-4">
                <p className="text-sm font-semibold text-ink-muted">{t('sdgs')}</p>
                <div className="mt-1">
                  <SdgBadgeList sdgs={b.sdgs} />
                </div>
              </div>
            ) : null}
          </Card>
          <Card title={t('admin.view.history')} testId="view-history">
            <History events={b.history} />
          </Card>
        </div>

        <div className="grid min-w-0 content-start gap-5">
          {b.editable ? (
            <Card title={t('admin.view.manage')} testId="view-manage">
              <div className="flex flex-col gap-3">
                <div className="flex items-center justify-between gap-3">
                  <span className="text-sm font-semibold text-ink">{t('admin.view.featuredHome')}</span>
                  <FeaturedSwitch
                    checked={b.featured}
                    title={b.title}
                    busy={patchState.isLoading}
                    onChange={(featured) =>
                      void run(() => patch({ id: b.id, featured }).unwrap(), featured ? t('admin.view.nowFeatured', { title: b.title }) : t('admin.list.noLongerFeatured', { title: b.title }), t('admin.failed'))
                    }
                  />
                </div>
                {b.status === 'published' ? (
                  <button
                    type="button"
                    {...busyButtonProps(busy)}
                    className={buttonClass('secondary', 'md')}
                    onClick={() => void run(() => unpublish(b.id).unwrap(), t('admin.list.unpublished', { title: b.title }), t('admin.view.unpublishFailed'))}
                    data-testid="view-unpublish"
                  >
                    {busy ? <Spinner /> : null}
                    {t('admin.list.unpublish')}
                  </button>
                ) : (
                  <button
                    type="button"
                    {...busyButtonProps(busy)}
                    className={buttonClass('primary', 'md')}
                    onClick={() => void run(() => publish(b.id).unwrap(), t('admin.list.published', { title: b.title }), t('admin.view.publishFailed'))}
                    data-testid="view-publish"
                  >
                    {busy ? <Spinner /> : <CheckIcon size={16} />}
                    {b.status === 'pending' ? t('admin.status.approve') : t('admin.status.publish')}
                  </button>
                )}
                {b.status === 'pending' ? (
                  <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setRejecting(true)} data-testid="view-reject">
                    {t('admin.view.sendBack')}
                  </button>
                ) : null}
                <button type="button" className={dangerButtonClass('md')} onClick={() => setDeleting(true)} data-testid="view-delete">
                  <TrashIcon size={16} />
                  {t('admin.view.delete')}
                </button>
              </div>
            </Card>
          ) : null}
          <Card title={t('admin.view.readers')} testId="view-numbers">
            <p className="text-3xl font-black text-ink tabular-nums" data-testid="view-readings">
              {b.readings}
            </p>
            <p className="text-sm text-ink-muted">{b.platform_wide ? t('admin.view.readingsEverySite', { count: b.readings }) : t('admin.view.readings', { count: b.readings })}</p>
            <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
              {b.reactions.map((r) => (
                <li key={r.kind} className="flex items-center justify-between rounded-lg bg-surface-alt px-2 py-1">
                  <span>
                    <span aria-hidden="true">{REACTION_LABELS[r.kind].emoji}</span> {t(`reactions.kinds.${r.kind}`)}
                  </span>
                  <span className="font-semibold tabular-nums">{r.count}</span>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>

      <ConfirmDialog
        open={deleting}
        title={t('admin.list.deleteTitle', { title: b.title })}
        confirmLabel={t('admin.list.deleteConfirm')}
        danger
        busy={removeState.isLoading}
        onConfirm={() => void doDelete()}
        onCancel={() => setDeleting(false)}
        testId="delete-book-dialog"
      >
        {t('admin.view.deleteBody')}
      </ConfirmDialog>
      <RejectDialog book={rejecting ? b : null} onClose={() => setRejecting(false)} />
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-ink-muted">{term}</dt>
      <dd className="wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

const EVENTS = ['null>draft', 'null>pending', 'null>published', 'draft>pending', 'rejected>pending', 'pending>published', 'pending>rejected', 'published>draft'] as const;
type EventKey = (typeof EVENTS)[number];
const eventLabel = (e: TBookStatusEvent) => {
  const key = `${e.from}>${e.to}`;
  if ((EVENTS as readonly string[]).includes(key)) return i18next.t(`books:admin.view.events.${key as EventKey}`);
  return e.to === 'published' ? i18next.t('books:admin.view.published') : i18next.t('books:admin.view.nowStatus', { status: i18next.t(`books:admin.status.current.${e.to}`) });
};

/** Oldest first: what happened, by whom, when, and the reason a book was sent back. */
function History({ events }: { events: TBookStatusEvent[] }) {
  const { t } = useTranslation('books');
  return (
    <ol className="relative flex flex-col gap-4 border-l-2 border-line-soft pl-5" data-testid="history">
      {events.map((e, i) => (
        <li key={`${e.at}-${i}`} className="relative" data-testid="history-event" data-to={e.to}>
          <span aria-hidden="true" className={`absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-surface ${e.to === 'published' ? 'bg-primary' : e.to === 'rejected' ? 'bg-book-button' : 'bg-ink-muted'}`} />
          <p className="font-semibold text-ink">{eventLabel(e)}</p>
          <p className="text-sm text-ink-muted">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            {e.by ? ` · ${e.by}` : ''}
          </p>
          {e.reason ? <p className="mt-1 rounded-lg bg-surface-alt px-3 py-2 text-sm text-ink-soft">{t('admin.view.quoted', { text: e.reason })}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** Send a book that waits for review back to its author, with a reason they will read. */
function RejectDialog({ book, onClose }: { book: TAdminBookDetail | null; onClose: () => void }) {
  const { t } = useTranslation('books');
  const [reject, state] = useRejectAdminBookMutation();
  return (
    <ReasonDialog
      open={book !== null}
      title={t('admin.view.rejectTitle', { title: book?.title ?? '' })}
      description={t('admin.view.rejectDescription', { name: book?.uploaded_by?.name ?? t('admin.view.theAuthor') })}
      label={t('admin.view.rejectLabel')}
      confirmLabel={t('admin.view.rejectConfirm')}
      requiredMessage={PUBLISHING_MSG.reasonRequired}
      failMessage={t('admin.view.rejectFailed')}
      maxLength={1000}
      busy={state.isLoading}
      onConfirm={async (reason) => {
        if (!book) return;
        await reject({ id: book.id, reason }).unwrap();
        showToast(t('admin.view.rejected', { title: book.title, name: book.uploaded_by?.name ?? t('admin.view.itsAuthor') }), 'success');
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
