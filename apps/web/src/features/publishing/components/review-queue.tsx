import { PUBLISHING_MSG as MSG, type TMyBook, type TMyStory, type TPlatformQueueItem } from '@commonshelf/shared/library/publishing.schemas';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { Section } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetPlatformQueueQuery, useGetReviewQueueQuery, useReviewBookMutation, useReviewPlatformBookMutation, useReviewStoryMutation } from '../api/publishing.api';
import { formatBytes, textareaClass, useViewer } from './publishing-ui';

const REVIEWERS = ['teacher', 'school_admin', 'teacher_admin', 'organization_admin'];

type DecideFn = (approve: boolean, reason: string) => Promise<void>;

/** Approve, or reject with a reason the author will read. */
function Decision({ name, onDecide, busy, approveLabel = 'Approve and publish' }: { name: string; onDecide: DecideFn; busy: boolean; approveLabel?: string }) {
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const decide = async (approve: boolean) => {
    setError(null);
    if (!approve && !reason.trim()) {
      setError(MSG.reasonRequired);
      return;
    }
    try {
      await onDecide(approve, reason.trim());
    } catch (err) {
      setError(errorMessage(err, 'That did not work. Please try again.'));
    }
  };
  return (
    <div className="mt-3">
      {rejecting ? (
        <div className="grid gap-2">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            Why is “{name}” not ready? The author will read this.
          </label>
          <textarea id={id} rows={3} autoFocus className={textareaClass(!!error)} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} data-testid="reject-reason" aria-invalid={error ? true : undefined} />
          <FieldError message={error} />
          <div className="flex flex-wrap gap-2">
            <button type="button" disabled={busy} className={buttonClass('primary', 'sm')} onClick={() => void decide(false)} data-testid="confirm-reject">
              Send back with this note
            </button>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setRejecting(false)}>
              Cancel
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" disabled={busy} className={buttonClass('primary', 'sm')} onClick={() => void decide(true)} data-testid="approve">
            {approveLabel}
          </button>
          <button type="button" disabled={busy} className={buttonClass('secondary', 'sm')} onClick={() => setRejecting(true)} data-testid="reject">
            Send back…
          </button>
          <FieldError message={error} />
        </div>
      )}
    </div>
  );
}

function BookSummary({ book }: { book: TMyBook }) {
  return (
    <>
      <div className="flex gap-3">
        {book.cover ? <img src={book.cover} alt="" className="h-20 w-16 shrink-0 rounded-lg object-cover" /> : null}
        <div className="min-w-0">
          <p className="font-bold break-words text-ink">{book.title}</p>
          <p className="text-sm text-ink-muted">
            by {book.authors.join(', ')} · sent by {book.uploaded_by?.name ?? 'a former user'} · level {book.reading_level} · {book.license}
          </p>
        </div>
      </div>
      {book.description ? <p className="mt-2 text-sm text-ink-soft">{book.description}</p> : null}
      <p className="mt-2 text-sm">
        {book.file ? (
          <a href={book.file} target="_blank" rel="noreferrer" className="font-semibold text-primary underline">
            Open the {book.format.toUpperCase()} ({formatBytes(book.file_size ?? 0)})
          </a>
        ) : (
          <span className="text-ink-muted">Picture book, {book.pages.length} pages</span>
        )}
      </p>
      {book.format === 'pages' ? (
        <ol className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {book.pages.map((p) => (
            <li key={p.page_no} className="w-28 shrink-0 rounded-lg border border-line-soft p-1 text-xs text-ink-soft">
              {p.image ? <img src={p.image} alt={`Page ${p.page_no}`} className="h-20 w-full rounded object-cover" /> : null}
              <span className="line-clamp-3">{p.text || `Page ${p.page_no}`}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

function ReviewBook({ book }: { book: TMyBook }) {
  const [review, state] = useReviewBookMutation();
  return (
    <li className="rounded-2xl border border-line-soft bg-surface p-4" data-testid="review-book" data-title={book.title}>
      <BookSummary book={book} />
      <Decision
        name={book.title}
        busy={state.isLoading}
        onDecide={async (approve, reason) => {
          await review({ id: book.id, approve, reason }).unwrap();
          showToast(approve ? `“${book.title}” is published.` : `“${book.title}” was sent back to its author.`, 'success');
        }}
      />
    </li>
  );
}

function ReviewStory({ story }: { story: TMyStory }) {
  const [review, state] = useReviewStoryMutation();
  return (
    <li className="rounded-2xl border border-line-soft bg-surface p-4" data-testid="review-story" data-title={story.title}>
      <p className="font-bold break-words text-ink">{story.title}</p>
      <p className="text-sm text-ink-muted">by {story.author?.name ?? 'a former user'}</p>
      {story.summary ? <p className="mt-1 text-sm text-ink-soft">{story.summary}</p> : null}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-primary">Read the story</summary>
        {/* Sanitised on the server when saved. */}
        <div className="prose-story mt-2 text-base text-ink-soft [&_img]:max-w-full [&_img]:rounded-xl [&_p]:my-2" dangerouslySetInnerHTML={{ __html: story.body_html }} />
      </details>
      <Decision
        name={story.title}
        busy={state.isLoading}
        onDecide={async (approve, reason) => {
          await review({ id: story.id, approve, reason }).unwrap();
          showToast(approve ? `“${story.title}” is published.` : `“${story.title}” was sent back to its author.`, 'success');
        }}
      />
    </li>
  );
}

/** The review queue: students' books and stories waiting for this teacher (their classes) or school admin (the whole site). */
export function ReviewQueue() {
  const { user, viewer } = useViewer();
  const queue = useGetReviewQueueQuery(viewer, { skip: !user });
  if (queue.isError) return <ErrorState what="the review queue" onRetry={() => void queue.refetch()} />;
  if (!queue.data)
    return (
      <div className="flex justify-center py-6" role="status">
        <Spinner /> <span className="sr-only">Loading the review queue…</span>
      </div>
    );
  const { books, stories } = queue.data;
  if (books.length + stories.length === 0)
    return (
      <p className="text-ink-muted" data-testid="review-empty">
        Nothing is waiting for review.
      </p>
    );
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="review-queue">
      <div>
        <h3 className="text-lg font-bold text-ink">Books ({books.length})</h3>
        <ul className="mt-2 grid gap-3">{books.map((b) => <ReviewBook key={b.id} book={b} />)}</ul>
      </div>
      <div>
        <h3 className="text-lg font-bold text-ink">Stories ({stories.length})</h3>
        <ul className="mt-2 grid gap-3">{stories.map((s) => <ReviewStory key={s.id} story={s} />)}</ul>
      </div>
    </div>
  );
}

/** The dashboard's "Review queue" for teachers and site admins (nothing for others). */
export function ReviewQueueSection() {
  const { user } = useViewer();
  if (!user || !REVIEWERS.includes(user.role)) return null;
  return (
    <Section
      id="review-queue"
      testId="dashboard-review-queue"
      title="Review queue"
      description={
        user.role === 'teacher'
          ? 'Books and stories your students sent. Approve to publish them on the site, or send them back with a note.'
          : 'Books and stories students of your site sent. Approve to publish them, or send them back with a note.'
      }
    >
      <ReviewQueue />
    </Section>
  );
}

function PlatformItem({ book }: { book: TPlatformQueueItem }) {
  const [review, state] = useReviewPlatformBookMutation();
  return (
    <li className="rounded-2xl border border-line-soft bg-surface p-4" data-testid="platform-book" data-title={book.title}>
      <p className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">Proposed by {book.site.name}</p>
      <BookSummary book={book} />
      <Decision
        name={book.title}
        busy={state.isLoading}
        approveLabel="Add to the platform library"
        onDecide={async (approve, reason) => {
          await review({ id: book.id, approve, reason }).unwrap();
          showToast(approve ? `“${book.title}” is in the platform library.` : `“${book.title}” was declined.`, 'success');
        }}
      />
    </li>
  );
}

/** `/admin-panel/book-monitoring`: schools' books proposed for the platform-wide library. */
export function BookMonitoringPage() {
  useDocumentTitle('Book monitoring');
  const { user, viewer } = useViewer();
  const queue = useGetPlatformQueueQuery(viewer, { skip: !user });
  return (
    <div className="grid gap-4" data-testid="book-monitoring">
      <div>
        <h1 className="text-2xl font-black text-ink">Book monitoring</h1>
        <p className="text-ink-soft">Books schools have proposed for the platform-wide library. Approving adds a copy every site can read; the school keeps its own.</p>
      </div>
      {queue.isError ? (
        <ErrorState what="the book queue" onRetry={() => void queue.refetch()} />
      ) : !queue.data ? (
        <div className="flex justify-center py-6" role="status">
          <Spinner /> <span className="sr-only">Loading…</span>
        </div>
      ) : queue.data.results.length === 0 ? (
        <p className="text-ink-muted" data-testid="platform-empty">
          No books are waiting.
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">{queue.data.results.map((b) => <PlatformItem key={b.id} book={b} />)}</ul>
      )}
    </div>
  );
}
