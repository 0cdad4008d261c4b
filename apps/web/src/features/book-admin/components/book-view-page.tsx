import type { TAdminBookDetail, TBookStatusEvent } from '@commonshelf/shared/library/book-admin.schemas';
import { REACTION_LABELS } from '@commonshelf/shared/library/library.schemas';
import { PUBLICATION_STATUS_LABELS, PUBLISHING_MSG } from '@commonshelf/shared/library/publishing.schemas';
import type { TReaderBook } from '@commonshelf/shared/library/reader.schemas';
import { useId, useState, type ComponentType, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { dangerButtonClass } from '../../../components/ui/admin-list';
import { buttonClass } from '../../../components/ui/button';
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
import { CoverThumb, EyeIcon, FeaturedSwitch, FORMAT_LABELS, formatDateTime, formatShortDate, languageName, TrashIcon } from './book-admin-ui';

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
  const { bookId } = useParams();
  const id = Number(bookId);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, isFetching, refetch } = useGetAdminBookQuery(valid ? id : 0, { skip: !valid });
  const [params] = useSearchParams();
  const base = useBookAdminBase();
  useDocumentTitle(data ? data.title : 'View book');

  if (!valid || errorStatus(error) === 404) {
    return (
      <div className="mx-auto max-w-3xl">
        <StateMessage icon={<BookIcon size={24} />} title="This book does not exist in your library." testId="book-missing" action={<BackLink />} />
      </div>
    );
  }
  if (isLoading) {
    return (
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" role="status">
        <span className="sr-only">Loading the book…</span>
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
  if (!data) return <ErrorState what="this book" onRetry={() => void refetch()} retrying={isFetching} />;
  if (params.has('read')) {
    return <Reader key={`${data.id}:${data.updated_at}`} book={readerBookOf(data)} signedIn preview={{ back: bookViewPath(base, data.id), backLabel: `Back to “${data.title}”` }} />;
  }
  return <BookView book={data} />;
}

function BackLink() {
  const base = useBookAdminBase();
  return (
    <Link to={bookListPath(base)} className="inline-flex items-center gap-1.5 text-sm font-semibold text-ink-soft hover:text-ink">
      <ArrowLeftIcon size={16} />
      All books
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
      showToast(`“${b.title}” was deleted, with its files.`, 'success');
      void navigate(bookListPath(base), { replace: true });
    } catch (err) {
      showToast(errorMessage(err, 'The book could not be deleted. Please try again.'), 'error');
    }
  };
  const where = b.platform_wide ? 'Platform library: every site reads it' : (b.site?.name ?? 'This school');

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
                ★ Featured
              </span>
            ) : null}
            <span className="text-xs font-semibold text-ink-muted">{where}</span>
          </div>
          <h1 className="text-2xl font-extrabold tracking-tight break-words text-ink sm:text-3xl" data-testid="view-title">
            {b.title}
          </h1>
          <p className="text-ink-soft">
            by {b.authors.join(', ')}
            {b.illustrator ? ` · illustrated by ${b.illustrator}` : ''}
          </p>
          {b.status === 'rejected' && b.rejection_reason ? (
            <p className="rounded-xl border border-book-button bg-announcement px-3 py-2 text-sm text-ink" data-testid="view-rejection">
              <span className="font-semibold">Sent back: </span>
              {b.rejection_reason}
            </p>
          ) : null}
          {!b.editable ? (
            <p className="text-sm text-ink-muted" data-testid="view-read-only">
              This book belongs to {b.site?.name ?? 'a school'}; its admins manage it. You can look at it here.
            </p>
          ) : null}
          <div className="mt-2 flex flex-wrap gap-2">
            <Link to={`${bookViewPath(base, b.id)}?read`} className={buttonClass('primary', 'md')} data-testid="view-read">
              <EyeIcon size={18} />
              Read the book
            </Link>
            {b.public_url ? (
              <a href={b.public_url} target="_blank" rel="noreferrer" className={buttonClass('secondary', 'md')} data-testid="view-public">
                <ExternalLinkIcon size={16} />
                In the library<span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
            {b.editable ? (
              <Link to={bookEditorPath(base, b.id)} className={buttonClass('secondary', 'md')} data-testid="view-edit">
                <PenIcon size={16} />
                Edit
              </Link>
            ) : null}
          </div>
        </div>
      </header>

      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 gap-5">
          <Card title="Details" testId="view-details">
            {b.description ? <p className="mb-4 whitespace-pre-line text-ink-soft">{b.description}</p> : null}
            <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
              <Detail term="Format">
                {FORMAT_LABELS[b.format]}
                {b.format === 'pages' ? ` · ${b.pages.length} pages` : b.file_size ? ` · ${formatBytes(b.file_size)}` : ''}
              </Detail>
              <Detail term="Language">{languageName(b.language)}</Detail>
              <Detail term="Reading level">Level {b.reading_level}</Detail>
              <Detail term="Ages">{b.age_min !== null || b.age_max !== null ? `${b.age_min ?? '…'}–${b.age_max ?? '…'}` : 'Any age'}</Detail>
              <Detail term="Category">{b.category?.name ?? 'No category'}</Detail>
              <Detail term="Switchboard mode">{b.mode?.name ?? 'Every mode'}</Detail>
              <Detail term="License">{b.license}</Detail>
              <Detail term="Uploaded by">{b.uploaded_by ? `${b.uploaded_by.name}` : 'Unknown'}</Detail>
              <Detail term="Added">{formatShortDate(b.created_at)}</Detail>
              <Detail term="Published">{b.published_at ? formatShortDate(b.published_at) : 'Not published'}</Detail>
              {b.source ? (
                <Detail term="Taken in from">
                  {b.source.site?.name ?? 'a school'} (“{b.source.title}”)
                </Detail>
              ) : null}
              {b.platform_status ? (
                <Detail term="Platform library">
                  {b.platform_status === 'pending' ? 'Proposed, waiting' : b.platform_status === 'published' ? 'Taken in' : `Declined${b.platform_rejection_reason ? `: ${b.platform_rejection_reason}` : ''}`}
                </Detail>
              ) : null}
            </dl>
            {b.sdgs.length ? (
              <div className="mt-4">
                <p className="text-sm font-semibold text-ink-muted">Sustainable Development Goals</p>
                <div className="mt-1">
                  <SdgBadgeList sdgs={b.sdgs} />
                </div>
              </div>
            ) : null}
          </Card>
          <Card title="Status history" testId="view-history">
            <History events={b.history} />
          </Card>
        </div>

        <div className="grid min-w-0 content-start gap-5">
          {b.editable ? (
            <Card title="Manage" testId="view-manage">
              <div className="flex flex-col gap-3">
                <div className="flex items-center justify-between gap-3">
                  <span className="text-sm font-semibold text-ink">Featured on the home page</span>
                  <FeaturedSwitch
                    checked={b.featured}
                    title={b.title}
                    busy={patchState.isLoading}
                    onChange={(featured) =>
                      void run(() => patch({ id: b.id, featured }).unwrap(), featured ? `“${b.title}” is featured.` : `“${b.title}” is no longer featured.`, 'That did not work. Please try again.')
                    }
                  />
                </div>
                {b.status === 'published' ? (
                  <button
                    type="button"
                    disabled={busy}
                    className={buttonClass('secondary', 'md')}
                    onClick={() => void run(() => unpublish(b.id).unwrap(), `“${b.title}” is unpublished: readers no longer see it.`, 'The book could not be unpublished.')}
                    data-testid="view-unpublish"
                  >
                    {busy ? <Spinner /> : null}
                    Unpublish
                  </button>
                ) : (
                  <button
                    type="button"
                    disabled={busy}
                    className={buttonClass('primary', 'md')}
                    onClick={() => void run(() => publish(b.id).unwrap(), `“${b.title}” is published in the library.`, 'The book could not be published.')}
                    data-testid="view-publish"
                  >
                    {busy ? <Spinner /> : <CheckIcon size={16} />}
                    {b.status === 'pending' ? 'Approve and publish' : 'Publish'}
                  </button>
                )}
                {b.status === 'pending' ? (
                  <button type="button" className={buttonClass('secondary', 'md')} onClick={() => setRejecting(true)} data-testid="view-reject">
                    Send back…
                  </button>
                ) : null}
                <button type="button" className={dangerButtonClass('md')} onClick={() => setDeleting(true)} data-testid="view-delete">
                  <TrashIcon size={16} />
                  Delete…
                </button>
              </div>
            </Card>
          ) : null}
          <Card title="Readers" testId="view-numbers">
            <p className="text-3xl font-black text-ink tabular-nums" data-testid="view-readings">
              {b.readings}
            </p>
            <p className="text-sm text-ink-muted">{b.platform_wide ? 'readings on every site' : 'readings'}</p>
            <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
              {b.reactions.map((r) => (
                <li key={r.kind} className="flex items-center justify-between rounded-lg bg-surface-alt px-2 py-1">
                  <span>
                    <span aria-hidden="true">{REACTION_LABELS[r.kind].emoji}</span> {REACTION_LABELS[r.kind].label}
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
        title={`Delete “${b.title}”?`}
        confirmLabel="Delete the book"
        danger
        busy={removeState.isLoading}
        onConfirm={() => void doDelete()}
        onCancel={() => setDeleting(false)}
        testId="delete-book-dialog"
      >
        The book is gone for good, with its file, cover and pages, its readings and its reactions. This cannot be undone.
      </ConfirmDialog>
      <RejectDialog book={rejecting ? b : null} onClose={() => setRejecting(false)} />
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="font-semibold text-ink-muted">{term}</dt>
      <dd className="break-words text-ink">{children}</dd>
    </div>
  );
}

const EVENT_LABELS: Record<string, string> = {
  'null>draft': 'Added as a draft',
  'null>pending': 'Sent for review',
  'null>published': 'Added and published',
  'draft>pending': 'Sent for review',
  'rejected>pending': 'Sent for review again',
  'pending>published': 'Approved and published',
  'pending>rejected': 'Sent back',
  'published>draft': 'Unpublished',
};
const eventLabel = (e: TBookStatusEvent) => EVENT_LABELS[`${e.from}>${e.to}`] ?? (e.to === 'published' ? 'Published' : `Now ${PUBLICATION_STATUS_LABELS[e.to].toLowerCase()}`);

/** Oldest first: what happened, by whom, when, and the reason a book was sent back. */
function History({ events }: { events: TBookStatusEvent[] }) {
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
          {e.reason ? <p className="mt-1 rounded-lg bg-surface-alt px-3 py-2 text-sm text-ink-soft">“{e.reason}”</p> : null}
        </li>
      ))}
    </ol>
  );
}

/** Send a book that waits for review back to its author, with a reason they will read. */
function RejectDialog({ book, onClose }: { book: TAdminBookDetail | null; onClose: () => void }) {
  const [reject, state] = useRejectAdminBookMutation();
  return (
    <ReasonDialog
      open={book !== null}
      title={`Send “${book?.title ?? ''}” back`}
      description={`${book?.uploaded_by?.name ?? 'The author'} reads your note, can change the book and send it again.`}
      label="What needs changing?"
      confirmLabel="Send back"
      requiredMessage={PUBLISHING_MSG.reasonRequired}
      failMessage="The book could not be sent back. Please try again."
      maxLength={1000}
      busy={state.isLoading}
      onConfirm={async (reason) => {
        if (!book) return;
        await reject({ id: book.id, reason }).unwrap();
        showToast(`“${book.title}” was sent back to ${book.uploaded_by?.name ?? 'its author'}.`, 'success');
        onClose();
      }}
      onCancel={onClose}
    />
  );
}
