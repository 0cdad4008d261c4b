import type { TMyBook, TMyStory } from '@commonshelf/shared/library/publishing.schemas';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useEffect, useRef, useState } from 'react';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
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
import { storyLibraryPath } from '../../../lib/story-path';
import { ItemName } from '../../../components/ui/item-name';

/** `/uploadcontent`: the way to upload a book or write a story, and everything one has sent with where it stands. */
export function UploadContentPage() {
  const { t } = useTranslation('publishing');
  useDocumentTitle(t('hub.title'));
  const { user, viewer } = useViewer();
  const location = useLocation();
  const uploaded = (location.state as { uploaded?: string; status?: string; kind?: 'story' } | null) ?? null;
  const story = uploaded?.kind === 'story';
  // Arrived from the form that sent it: the reader starts from what became of it.
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (uploaded?.uploaded) doneRef.current?.focus();
  }, [uploaded?.uploaded]);
  const mine = useGetMyUploadsQuery(viewer, { skip: !user });
  const options = useGetUploadOptionsQuery(viewer, { skip: !user });
  if (!user) return <LoginToUpload what={t('login.share')} />;
  const needsReview = options.data?.needs_review ?? user.role === 'student';
  return (
    <PageFrame
      id="upload-content-title"
      testId="upload-content"
      title={t('hub.title')}
      intro={needsReview ? t('hub.introReview') : t('hub.intro')}
    >
      {uploaded?.uploaded ? (
        <div ref={doneRef} tabIndex={-1} className="mb-6 focus:outline-none">
          <FormAlert tone="success" testId="upload-done">
            {uploaded.status === 'pending'
              ? story
                ? t('hub.sentForReviewStory', { title: uploaded.uploaded })
                : t('hub.sentForReview', { title: uploaded.uploaded })
              : uploaded.status === 'published'
                ? story
                  ? t('hub.publishedStory', { title: uploaded.uploaded })
                  : t('hub.published', { title: uploaded.uploaded })
                : t('hub.savedDraft', { title: uploaded.uploaded })}
          </FormAlert>
        </div>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-3">
        <HubCard to="/uploadbook" icon={<UploadIcon size={22} />} title={t('hub.uploadBook')} testId="hub-upload-book">
          {t('hub.uploadBookDetail')}
        </HubCard>
        <HubCard to="/uploadblogsteps" icon={<PenIcon size={22} />} title={t('hub.wizard')} testId="hub-story-wizard">
          {t('hub.wizardDetail')}
        </HubCard>
        <HubCard to="/upload-blog" icon={<BookIcon size={22} />} title={t('hub.onePage')} testId="hub-story-form">
          {t('hub.onePageDetail')}
        </HubCard>
      </ul>
      <h2 className="mt-10 text-2xl font-extrabold text-ink">{t('hub.mine')}</h2>
      {mine.isError ? (
        <ErrorState what={t('hub.yourUploads')} onRetry={() => void mine.refetch()} />
      ) : !mine.data ? (
        <div className="flex justify-center py-8" role="status">
          <Spinner /> <span className="sr-only">{t('hub.loading')}</span>
        </div>
      ) : mine.data.books.length + mine.data.stories.length === 0 ? (
        <p className="mt-2 text-ink-muted" data-testid="uploads-empty">
          {t('hub.empty')}
        </p>
      ) : (
        <div className="mt-4 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="my-books-title">
            <h3 id="my-books-title" className="text-lg font-bold text-ink">
              {t('hub.books')}
            </h3>
            <ul className="mt-2 grid gap-3" data-testid="my-books">
              {mine.data.books.length === 0 ? <li className="text-ink-muted">{t('hub.noBooks')}</li> : mine.data.books.map((b) => <MyBookItem key={b.id} book={b} />)}
            </ul>
          </section>
          <section aria-labelledby="my-stories-title">
            <h3 id="my-stories-title" className="text-lg font-bold text-ink">
              {t('hub.stories')}
            </h3>
            <ul className="mt-2 grid gap-3" data-testid="my-stories">
              {mine.data.stories.length === 0 ? <li className="text-ink-muted">{t('hub.noStories')}</li> : mine.data.stories.map((s) => <MyStoryItem key={s.id} story={s} />)}
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

function Reason({ text, label }: { text: string | null; label?: string }) {
  const { t } = useTranslation('publishing');
  if (!text) return null;
  return (
    <p className="mt-2 rounded-xl bg-announcement px-3 py-2 text-sm text-ink" data-testid="rejection-reason">
      <span className="font-semibold">{t('labelColon', { label: label ?? t('reviewerNote') })}</span> {text}
    </p>
  );
}

function MyBookItem({ book }: { book: TMyBook }) {
  const { t } = useTranslation('publishing');
  const [submit, submitting] = useSubmitBookMutation();
  const [remove, removing] = useDeleteBookMutation();
  const [propose, proposing] = useProposeBookMutation();
  const [deleting, setDeleting] = useState(false);
  const act = async (fn: () => Promise<unknown>, done: string) => {
    try {
      await fn();
      showToast(done, 'success');
    } catch (err) {
      showToast(errorMessage(err, t('failed')), 'error');
    }
  };
  return (
    <li className="rounded-2xl border border-line-soft bg-surface p-4" data-testid="my-book" data-title={book.title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-bold wrap-anywhere text-ink">{book.title}</p>
        <StatusBadge status={book.status} testId="my-book-status" />
      </div>
      <p className="text-sm text-ink-muted">
        {t('bookLine', { format: book.format === 'pages' ? t('pictureBook', { count: book.pages.length }) : book.format.toUpperCase(), authors: book.authors.join(', ') })}
      </p>
      {book.status === 'rejected' ? <Reason text={book.rejection_reason} /> : null}
      {book.platform_status ? (
        <div className="mt-2">
          <StatusBadge status={book.platform_status} prefix={t('platformLibrary')} />
          {book.platform_status === 'rejected' ? <Reason text={book.platform_rejection_reason} label={t('platformNote')} /> : null}
        </div>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {book.status === 'published' ? (
          <Link to={`/library/${book.id}`} className={buttonClass('secondary', 'sm')}>
            {t('openInLibrary')}<ItemName>{book.title}</ItemName>
          </Link>
        ) : null}
        {book.can_edit ? (
          <Link to={`/uploadbook?id=${book.id}`} className={buttonClass('secondary', 'sm')} data-testid="edit-book">
            {t('change')}<ItemName>{book.title}</ItemName>
          </Link>
        ) : null}
        {book.status === 'draft' || book.status === 'rejected' ? (
          <>
            <button type="button" {...busyButtonProps(submitting.isLoading)} className={buttonClass('primary', 'sm')} onClick={() => void act(() => submit(book.id).unwrap(), t('sent'))} data-testid="resubmit-book">
              {book.status === 'rejected' ? t('sendAgain') : t('send')}<ItemName>{book.title}</ItemName>
            </button>
            <button
              type="button"
              {...busyButtonProps(removing.isLoading)}
              className={buttonClass('ghost', 'sm')}
              onClick={() => setDeleting(true)}
              data-testid="delete-book"
            >
              {t('delete')}<ItemName>{book.title}</ItemName>
            </button>
          </>
        ) : null}
        {book.can_propose ? (
          <button type="button" {...busyButtonProps(proposing.isLoading)} className={buttonClass('ghost', 'sm')} onClick={() => void act(() => propose(book.id).unwrap(), t('proposed'))} data-testid="propose-book">
            {t('propose')}<ItemName>{book.title}</ItemName>
          </button>
        ) : null}
      </div>
      <DeleteUploadDialog
        open={deleting}
        title={book.title}
        busy={removing.isLoading}
        onConfirm={() => void act(() => remove(book.id).unwrap(), t('deleted')).finally(() => setDeleting(false))}
        onCancel={() => setDeleting(false)}
        testId="delete-book-dialog"
      />
    </li>
  );
}

/** Deleting one of the user's own uploads (a book or a story): asked first, since it cannot be undone. */
function DeleteUploadDialog({ title, ...props }: { open: boolean; title: string; busy: boolean; onConfirm: () => void; onCancel: () => void; testId: string }) {
  const { t } = useTranslation('publishing');
  return (
    <ConfirmDialog {...props} title={t('confirmDelete', { title })} confirmLabel={t('delete')} danger>
      {t('cannotUndo')}
    </ConfirmDialog>
  );
}

function MyStoryItem({ story }: { story: TMyStory }) {
  const { t } = useTranslation('publishing');
  const [remove, removing] = useDeleteStoryMutation();
  const [deleting, setDeleting] = useState(false);
  const doDelete = () =>
    void remove(story.slug)
      .unwrap()
      .then(() => showToast(t('deleted'), 'success'))
      .catch((err: unknown) => showToast(errorMessage(err, t('failedShort')), 'error'))
      .finally(() => setDeleting(false));
  return (
    <li className="rounded-2xl border border-line-soft bg-surface p-4" data-testid="my-story" data-title={story.title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-bold wrap-anywhere text-ink">{story.title}</p>
        <StatusBadge status={story.status} testId="my-story-status" />
      </div>
      {story.status === 'draft' ? <p className="text-sm text-ink-muted">{t('savedAtStep', { step: story.wizard_step })}</p> : null}
      {story.status === 'rejected' ? <Reason text={story.rejection_reason} /> : null}
      <div className="mt-3 flex flex-wrap gap-2">
        {story.can_edit ? (
          <>
            {/* A story sent back opens at its text, beside the reviewer's note, not at the send step. */}
            <Link to={`/uploadblogsteps/${story.slug}${story.status === 'rejected' ? '?step=2' : ''}`} className={buttonClass('primary', 'sm')} data-testid="resume-story">
              {story.status === 'draft' ? t('carryOn') : t('changeAndResend')}<ItemName>{story.title}</ItemName>
            </Link>
            <Link to={`/storyedit?slug=${encodeURIComponent(story.slug)}`} className={buttonClass('secondary', 'sm')}>
              {t('editOnePage')}<ItemName>{story.title}</ItemName>
            </Link>
          </>
        ) : null}
        {story.status === 'published' ? (
          <Link to={storyLibraryPath(story.slug)} className={buttonClass('primary', 'sm')} data-testid="read-story">
            {t('readStory')}<ItemName>{story.title}</ItemName>
          </Link>
        ) : null}
        {story.status === 'draft' || story.status === 'rejected' ? (
          <button
            type="button"
            {...busyButtonProps(removing.isLoading)}
            className={buttonClass('ghost', 'sm')}
            onClick={() => setDeleting(true)}
            data-testid="delete-story"
          >
            {t('delete')}<ItemName>{story.title}</ItemName>
          </button>
        ) : null}
      </div>
      <DeleteUploadDialog open={deleting} title={story.title} busy={removing.isLoading} onConfirm={doDelete} onCancel={() => setDeleting(false)} testId="delete-story-dialog" />
    </li>
  );
}
