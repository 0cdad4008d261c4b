import { PUBLISHING_MSG as MSG, type TMyBook, type TMyStory, type TPlatformQueueItem } from '@commonshelf/shared/library/publishing.schemas';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { busyButtonProps, buttonClass } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { Section } from '../../../components/ui/section';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/state-message';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetPlatformQueueQuery, useGetReviewQueueQuery, useReviewBookMutation, useReviewPlatformBookMutation, useReviewStoryMutation } from '../api/publishing.api';
import { formatBytes, textareaClass, useViewer } from './publishing-ui';
import { licenseName } from '../../../components/ui/book-form-fields';

const REVIEWERS = ['teacher', 'school_admin', 'teacher_admin', 'organization_admin'];

type DecideFn = (approve: boolean, reason: string) => Promise<void>;

/** Approve, or reject with a reason the author will read. */
function Decision({ name, onDecide, busy, approveLabel }: { name: string; onDecide: DecideFn; busy: boolean; approveLabel?: string }) {
  const { t } = useTranslation('publishing');
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
      setError(errorMessage(err, t('failed')));
    }
  };
  return (
    <div className="mt-3">
      {rejecting ? (
        <div className="grid gap-2">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {t('review.why', { name })}
          </label>
          <textarea id={id} rows={3} autoFocus className={textareaClass(!!error)} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} data-testid="reject-reason" aria-invalid={error ? true : undefined} />
          <FieldError message={error} />
          <div className="flex flex-wrap gap-2">
            <button type="button" {...busyButtonProps(busy)} className={buttonClass('primary', 'sm')} onClick={() => void decide(false)} data-testid="confirm-reject">
              {t('review.sendBackNote')}
            </button>
            <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setRejecting(false)}>
              {t('review.cancel')}
            </button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap gap-2">
          <button type="button" {...busyButtonProps(busy)} className={buttonClass('primary', 'sm')} onClick={() => void decide(true)} data-testid="approve">
            {approveLabel ?? t('review.approve')}
          </button>
          <button type="button" {...busyButtonProps(busy)} className={buttonClass('secondary', 'sm')} onClick={() => setRejecting(true)} data-testid="reject">
            {t('review.sendBack')}
          </button>
          <FieldError message={error} />
        </div>
      )}
    </div>
  );
}

function BookSummary({ book }: { book: TMyBook }) {
  const { t } = useTranslation('publishing');
  return (
    <>
      <div className="flex gap-3">
        {book.cover ? <img src={book.cover} alt="" className="h-20 w-16 shrink-0 rounded-lg object-cover" /> : null}
        <div className="min-w-0">
          <p className="font-bold wrap-anywhere text-ink">{book.title}</p>
          <p className="text-sm text-ink-muted">
            {t('review.bookLine', { authors: book.authors.join(', '), sender: book.uploaded_by?.name ?? t('review.formerUser'), level: book.reading_level, license: licenseName(book.license) })}
          </p>
        </div>
      </div>
      {book.description ? <p className="mt-2 text-sm text-ink-soft">{book.description}</p> : null}
      <p className="mt-2 text-sm">
        {book.file ? (
          <a href={book.file} target="_blank" rel="noreferrer" className="font-semibold text-primary underline">
            {t('review.openFile', { format: book.format.toUpperCase(), size: formatBytes(book.file_size ?? 0) })}
          </a>
        ) : (
          <span className="text-ink-muted">{t('pictureBook', { count: book.pages.length })}</span>
        )}
      </p>
      {book.format === 'pages' ? (
        <ol className="mt-2 flex gap-2 overflow-x-auto pb-1">
          {book.pages.map((p) => (
            <li key={p.page_no} className="w-28 shrink-0 rounded-lg border border-line-soft p-1 text-xs text-ink-soft">
              {p.image ? <img src={p.image} alt={t('review.page', { page: p.page_no })} className="h-20 w-full rounded object-cover" /> : null}
              <span className="line-clamp-3">{p.text || t('review.page', { page: p.page_no })}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

function ReviewBook({ book }: { book: TMyBook }) {
  const { t } = useTranslation('publishing');
  const [review, state] = useReviewBookMutation();
  return (
    <li className="rounded-2xl border border-line-soft bg-surface p-4" data-testid="review-book" data-title={book.title}>
      <BookSummary book={book} />
      <Decision
        name={book.title}
        busy={state.isLoading}
        onDecide={async (approve, reason) => {
          await review({ id: book.id, approve, reason }).unwrap();
          showToast(approve ? t('review.published', { title: book.title }) : t('review.sentBack', { title: book.title }), 'success');
        }}
      />
    </li>
  );
}

function ReviewStory({ story }: { story: TMyStory }) {
  const { t } = useTranslation('publishing');
  const [review, state] = useReviewStoryMutation();
  return (
    <li className="rounded-2xl border border-line-soft bg-surface p-4" data-testid="review-story" data-title={story.title}>
      {/* The cover is published with the story, so the reviewer sees it too. */}
      <div className="flex gap-3">
        {story.cover ? <img src={story.cover} alt="" className="h-20 w-16 shrink-0 rounded-lg object-cover" data-testid="review-story-cover" /> : null}
        <div className="min-w-0">
          <p className="font-bold wrap-anywhere text-ink">{story.title}</p>
          <p className="text-sm text-ink-muted">{t('review.by', { name: story.author?.name ?? t('review.formerUser') })}</p>
        </div>
      </div>
      {story.summary ? <p className="mt-1 text-sm text-ink-soft">{story.summary}</p> : null}
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-primary">{t('review.readStory')}</summary>
        {/* Sanitised on the server when saved. */}
        <div className="prose-story mt-2 text-base text-ink-soft [&_img]:max-w-full [&_img]:rounded-xl [&_p]:my-2" dangerouslySetInnerHTML={{ __html: story.body_html }} />
      </details>
      <Decision
        name={story.title}
        busy={state.isLoading}
        onDecide={async (approve, reason) => {
          await review({ id: story.id, approve, reason }).unwrap();
          showToast(approve ? t('review.published', { title: story.title }) : t('review.sentBack', { title: story.title }), 'success');
        }}
      />
    </li>
  );
}

/** The review queue: students' books and stories waiting for this teacher (their classes) or school admin (the whole site). */
export function ReviewQueue() {
  const { t } = useTranslation('publishing');
  const { user, viewer } = useViewer();
  const queue = useGetReviewQueueQuery(viewer, { skip: !user });
  if (queue.isError) return <ErrorState what={t('review.theQueue')} onRetry={() => void queue.refetch()} />;
  if (!queue.data)
    return (
      <div className="flex justify-center py-6" role="status">
        <Spinner /> <span className="sr-only">{t('review.loading')}</span>
      </div>
    );
  const { books, stories } = queue.data;
  if (books.length + stories.length === 0)
    return (
      <p className="text-ink-muted" data-testid="review-empty">
        {t('review.empty')}
      </p>
    );
  return (
    <div className="grid gap-6 lg:grid-cols-2" data-testid="review-queue">
      <QueueColumn title={t('review.books', { count: books.length })} empty={books.length ? null : t('review.noBooks')} emptyTestId="review-no-books">
        {books.map((b) => <ReviewBook key={b.id} book={b} />)}
      </QueueColumn>
      <QueueColumn title={t('review.stories', { count: stories.length })} empty={stories.length ? null : t('review.noStories')} emptyTestId="review-no-stories">
        {stories.map((s) => <ReviewStory key={s.id} story={s} />)}
      </QueueColumn>
    </div>
  );
}

/** One column of the queue: its heading, then its entries, or a line saying there are none. */
function QueueColumn({ title, empty, emptyTestId, children }: { title: string; empty: string | null; emptyTestId: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="text-lg font-bold text-ink">{title}</h3>
      {empty === null ? (
        <ul className="mt-2 grid gap-3">{children}</ul>
      ) : (
        <p className="mt-2 text-ink-muted" data-testid={emptyTestId}>
          {empty}
        </p>
      )}
    </div>
  );
}

/** The dashboard's "Review queue" for teachers and site admins (nothing for others). */
export function ReviewQueueSection() {
  const { t } = useTranslation('publishing');
  const { user } = useViewer();
  if (!user || !REVIEWERS.includes(user.role)) return null;
  return (
    <Section
      id="review-queue"
      testId="dashboard-review-queue"
      title={t('review.title')}
      description={user.role === 'teacher' ? t('review.introTeacher') : t('review.introSite')}
    >
      <ReviewQueue />
    </Section>
  );
}

function PlatformItem({ book }: { book: TPlatformQueueItem }) {
  const { t } = useTranslation('publishing');
  const [review, state] = useReviewPlatformBookMutation();
  return (
    <li className="rounded-2xl border border-line-soft bg-surface p-4" data-testid="platform-book" data-title={book.title}>
      <p className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('platform.proposedBy', { site: book.site.name })}</p>
      <BookSummary book={book} />
      <Decision
        name={book.title}
        busy={state.isLoading}
        approveLabel={t('platform.add')}
        onDecide={async (approve, reason) => {
          await review({ id: book.id, approve, reason }).unwrap();
          showToast(approve ? t('platform.added', { title: book.title }) : t('platform.declined', { title: book.title }), 'success');
        }}
      />
    </li>
  );
}

/** `/admin-panel/book-monitoring`: schools' books proposed for the platform-wide library. */
export function BookMonitoringPage() {
  const { t } = useTranslation('publishing');
  useDocumentTitle(t('platform.title'));
  const { user, viewer } = useViewer();
  const queue = useGetPlatformQueueQuery(viewer, { skip: !user });
  return (
    <div className="grid gap-4" data-testid="book-monitoring">
      <div>
        <h1 className="text-2xl font-black text-ink">{t('platform.title')}</h1>
        <p className="text-ink-soft">{t('platform.intro')}</p>
      </div>
      {queue.isError ? (
        <ErrorState what={t('platform.theQueue')} onRetry={() => void queue.refetch()} />
      ) : !queue.data ? (
        <div className="flex justify-center py-6" role="status">
          <Spinner /> <span className="sr-only">{t('platform.loading')}</span>
        </div>
      ) : queue.data.results.length === 0 ? (
        <p className="text-ink-muted" data-testid="platform-empty">
          {t('platform.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">{queue.data.results.map((b) => <PlatformItem key={b.id} book={b} />)}</ul>
      )}
    </div>
  );
}
