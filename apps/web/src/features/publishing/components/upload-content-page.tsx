import type { TMyBook, TMyStory } from '@commonshelf/shared/library/publishing.schemas';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { BookIcon, PenIcon, UploadIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useDeleteBookMutation,
  useDeleteStoryMutation,
  useGetMyUploadsQuery,
  useGetUploadOptionsQuery,
  useProposeBookMutation,
  useSubmitBookMutation,
} from '../api/publishing.api';
import { LoginToUpload, PageFrame, StatusBadge, useViewer } from './publishing-ui';

/** `/uploadcontent`: the way to upload a book or write a story, and everything one has sent with where it stands. */
export function UploadContentPage() {
  useDocumentTitle('Upload content');
  const { user, viewer } = useViewer();
  const location = useLocation();
  const uploaded = (location.state as { uploaded?: string; status?: string } | null) ?? null;
  const mine = useGetMyUploadsQuery(viewer, { skip: !user });
  const options = useGetUploadOptionsQuery(viewer, { skip: !user });
  if (!user) return <LoginToUpload what="share books and stories" />;
  const needsReview = options.data?.needs_review ?? user.role === 'student';
  return (
    <PageFrame
      id="upload-content-title"
      testId="upload-content"
      title="Upload content"
      intro={needsReview ? 'Share a book or write a story. Your teacher reads what you send before it appears on your school’s site.' : 'Share a book or write a story for your school’s site.'}
    >
      {uploaded?.uploaded ? (
        <div className="mb-6">
          <FormAlert tone="success" testId="upload-done">
            {uploaded.status === 'pending'
              ? `“${uploaded.uploaded}” was sent to your teacher for review.`
              : uploaded.status === 'published'
                ? `“${uploaded.uploaded}” is published.`
                : `“${uploaded.uploaded}” was saved as a draft.`}
          </FormAlert>
        </div>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-3">
        <HubCard to="/uploadbook" icon={<UploadIcon size={22} />} title="Upload a book" testId="hub-upload-book">
          A PDF, an EPUB or a picture book made of pages.
        </HubCard>
        <HubCard to="/uploadblogsteps" icon={<PenIcon size={22} />} title="Write a story, step by step" testId="hub-story-wizard">
          Title, writing, pictures and cover, saved as you go.
        </HubCard>
        <HubCard to="/upload-blog" icon={<BookIcon size={22} />} title="Write a story on one page" testId="hub-story-form">
          Everything in one form, for quick stories.
        </HubCard>
      </ul>
      <h2 className="mt-10 text-2xl font-extrabold text-ink">My uploads</h2>
      {mine.isError ? (
        <ErrorState what="your uploads" onRetry={() => void mine.refetch()} />
      ) : !mine.data ? (
        <div className="flex justify-center py-8" role="status">
          <Spinner /> <span className="sr-only">Loading your uploads…</span>
        </div>
      ) : mine.data.books.length + mine.data.stories.length === 0 ? (
        <p className="mt-2 text-ink-muted" data-testid="uploads-empty">
          Nothing yet. What you upload or write appears here with where it stands.
        </p>
      ) : (
        <div className="mt-4 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="my-books-title">
            <h3 id="my-books-title" className="text-lg font-bold text-ink">
              Books
            </h3>
            <ul className="mt-2 grid gap-3" data-testid="my-books">
              {mine.data.books.length === 0 ? <li className="text-ink-muted">No books yet.</li> : mine.data.books.map((b) => <MyBookItem key={b.id} book={b} />)}
            </ul>
          </section>
          <section aria-labelledby="my-stories-title">
            <h3 id="my-stories-title" className="text-lg font-bold text-ink">
              Stories
            </h3>
            <ul className="mt-2 grid gap-3" data-testid="my-stories">
              {mine.data.stories.length === 0 ? <li className="text-ink-muted">No stories yet.</li> : mine.data.stories.map((s) => <MyStoryItem key={s.id} story={s} />)}
            </ul>
          </section>
        </div>
      )}
    </PageFrame>
  );
}

function HubCard({ to, icon, title, children, testId }: { to: string; icon: React.ReactNode; title: string; children: React.ReactNode; testId: string }) {
  return (
    <li>
      <Link to={to} data-testid={testId} className="flex h-full flex-col rounded-[var(--radius-card)] bg-surface p-5 shadow-card transition hover:shadow-card-hover focus-visible:outline-3 focus-visible:outline-primary">
        <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-primary-light text-primary">
          {icon}
        </span>
        <span className="mt-3 text-lg font-bold text-ink">{title}</span>
        <span className="mt-1 text-sm text-ink-muted">{children}</span>
      </Link>
    </li>
  );
}

function Reason({ text, label = 'Reviewer’s note' }: { text: string | null; label?: string }) {
  if (!text) return null;
  return (
    <p className="mt-2 rounded-xl bg-announcement px-3 py-2 text-sm text-ink" data-testid="rejection-reason">
      <span className="font-semibold">{label}:</span> {text}
    </p>
  );
}

function MyBookItem({ book }: { book: TMyBook }) {
  const [submit, submitting] = useSubmitBookMutation();
  const [remove, removing] = useDeleteBookMutation();
  const [propose, proposing] = useProposeBookMutation();
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      showToast(done, 'success');
    } catch (err) {
      showToast(errorMessage(err, 'That did not work. Please try again.'), 'error');
    }
  };
  return (
    <li className="rounded-2xl border border-line-soft bg-surface p-4" data-testid="my-book" data-title={book.title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-bold break-words text-ink">{book.title}</p>
        <StatusBadge status={book.status} testId="my-book-status" />
      </div>
      <p className="text-sm text-ink-muted">
        {book.format === 'pages' ? `Picture book, ${book.pages.length} page${book.pages.length === 1 ? '' : 's'}` : book.format.toUpperCase()} · {book.authors.join(', ')}
      </p>
      {book.status === 'rejected' ? <Reason text={book.rejection_reason} /> : null}
      {book.platform_status ? (
        <div className="mt-2">
          <StatusBadge status={book.platform_status} prefix="Platform library" />
          {book.platform_status === 'rejected' ? <Reason text={book.platform_rejection_reason} label="Platform admin’s note" /> : null}
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {book.status === 'published' ? (
          <Link to={`/library/${book.id}`} className={buttonClass('secondary', 'sm')}>
            Open in the library
          </Link>
        ) : null}
        {book.can_edit ? (
          <Link to={`/uploadbook?id=${book.id}`} className={buttonClass('secondary', 'sm')} data-testid="edit-book">
            Change
          </Link>
        ) : null}
        {book.status === 'draft' || book.status === 'rejected' ? (
          <>
            <button type="button" disabled={submitting.isLoading} className={buttonClass('primary', 'sm')} onClick={() => void act(() => submit(book.id).unwrap(), 'Sent.')} data-testid="resubmit-book">
              {book.status === 'rejected' ? 'Send again' : 'Send'}
            </button>
            <button
              type="button"
              disabled={removing.isLoading}
              className={buttonClass('ghost', 'sm')}
              onClick={() => window.confirm(`Delete “${book.title}”? This cannot be undone.`) && void act(() => remove(book.id).unwrap(), 'Deleted.')}
            >
              Delete
            </button>
          </>
        ) : null}
        {book.can_propose ? (
          <button type="button" disabled={proposing.isLoading} className={buttonClass('ghost', 'sm')} onClick={() => void act(() => propose(book.id).unwrap(), 'Proposed for the platform library.')} data-testid="propose-book">
            Propose for the platform library
          </button>
        ) : null}
      </div>
    </li>
  );
}

function MyStoryItem({ story }: { story: TMyStory }) {
  const [remove, removing] = useDeleteStoryMutation();
  return (
    <li className="rounded-2xl border border-line-soft bg-surface p-4" data-testid="my-story" data-title={story.title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-bold break-words text-ink">{story.title}</p>
        <StatusBadge status={story.status} testId="my-story-status" />
      </div>
      {story.status === 'draft' ? <p className="text-sm text-ink-muted">Saved at step {story.wizard_step} of 4.</p> : null}
      {story.status === 'rejected' ? <Reason text={story.rejection_reason} /> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {story.can_edit ? (
          <>
            <Link to={`/uploadblogsteps/${story.slug}`} className={buttonClass('primary', 'sm')} data-testid="resume-story">
              {story.status === 'draft' ? 'Carry on' : 'Change and send again'}
            </Link>
            <Link to={`/storyedit?slug=${encodeURIComponent(story.slug)}`} className={buttonClass('secondary', 'sm')}>
              Edit on one page
            </Link>
          </>
        ) : null}
        {story.status === 'draft' || story.status === 'rejected' ? (
          <button
            type="button"
            disabled={removing.isLoading}
            className={buttonClass('ghost', 'sm')}
            onClick={() =>
              window.confirm(`Delete “${story.title}”? This cannot be undone.`) &&
              void remove(story.slug)
                .unwrap()
                .then(() => showToast('Deleted.', 'success'))
                .catch((err: unknown) => showToast(errorMessage(err, 'That did not work.'), 'error'))
            }
          >
            Delete
          </button>
        ) : null}
      </div>
    </li>
  );
}
