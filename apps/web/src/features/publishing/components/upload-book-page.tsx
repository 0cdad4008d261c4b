import type { TMyBook } from '@commonshelf/shared/library/publishing.schemas';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/state-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetOwnBookQuery, useGetUploadOptionsQuery } from '../api/publishing.api';
import { sendBookForm } from '../book-upload';
import { BookContentFields, BookDetailsFields, UploadProgress, useBookForm } from '../../../components/ui/book-form-fields';
import { uploadPercent } from '../../bulk-enrolment/upload';
import { LoginToUpload, PageFrame, StatusBadge, useViewer } from './publishing-ui';

/**
 * `/uploadbook` (and `/uploadbook?id=` to change one's draft or a book that was not accepted):
 * details, the PDF/EPUB file or the pages of a picture book, a cover, then send with a progress bar.
 */
export function UploadBookPage() {
  useDocumentTitle('Upload a book');
  const { user, viewer } = useViewer();
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || undefined;
  const options = useGetUploadOptionsQuery(viewer, { skip: !user });
  const existing = useGetOwnBookQuery(editId ?? 0, { skip: !user || !editId });
  if (!user) return <LoginToUpload what="upload a book" />;
  if (options.isError) return <div className="container-page py-10"><ErrorState what="the upload form" onRetry={() => void options.refetch()} /></div>;
  if (!options.data || (editId && !existing.data && !existing.isError)) {
    return (
      <div className="container-page flex justify-center py-16" role="status">
        <Spinner /> <span className="sr-only">Loading the form…</span>
      </div>
    );
  }
  if (editId && existing.isError) return <div className="container-page py-10"><ErrorState what="this book" onRetry={() => void existing.refetch()} /></div>;
  return <BookForm key={existing.data?.id ?? 'new'} book={existing.data ?? null} needsReview={options.data.needs_review} categories={options.data.categories} />;
}

function BookForm({ book, needsReview, categories }: { book: TMyBook | null; needsReview: boolean; categories: { id: number; name: string }[] }) {
  const store = useStore();
  const navigate = useNavigate();
  const form = useBookForm(book);
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);
  const busy = progress !== undefined;

  const send = async (submit: boolean) => {
    setAlert(null);
    const found = form.validate();
    form.setErrors(found);
    if (Object.keys(found).length) {
      setAlert('Please correct the highlighted fields.');
      return;
    }
    controller.current = new AbortController();
    setProgress(0);
    const answer = await sendBookForm(store as never, { id: book?.id, form: form.toFormData({ submit }), onProgress: setProgress, signal: controller.current.signal }).catch((err: unknown) => {
      if (err instanceof DOMException && err.name === 'AbortError') return null;
      return { ok: false as const, message: 'The book could not be uploaded. Please try again.', fields: {} };
    });
    setProgress(undefined);
    if (!answer) return;
    if (!answer.ok) {
      form.setErrors(Object.fromEntries(Object.entries(answer.fields).map(([k, v]) => [k, v.join(' ')])));
      setAlert(answer.message);
      return;
    }
    void navigate('/uploadcontent', { state: { uploaded: answer.book.title, status: answer.book.status } });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(true);
  };

  return (
    <PageFrame
      id="upload-book-title"
      testId="upload-book"
      title={book ? `Change “${book.title}”` : 'Upload a book'}
      intro={
        needsReview
          ? 'Share a book you wrote or illustrated. Your teacher reads it before it appears in your school’s library.'
          : 'Share a book you wrote or illustrated. It appears in your school’s library as soon as you publish it.'
      }
    >
      {book ? (
        <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <StatusBadge status={book.status} />
          {book.rejection_reason ? <span data-testid="book-rejection">Reviewer’s note: {book.rejection_reason}</span> : null}
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-5" aria-labelledby="upload-book-title">
        {alert ? (
          <div ref={alertRef} tabIndex={-1}>
            <FormAlert>{alert}</FormAlert>
          </div>
        ) : null}
        <BookDetailsFields form={form} categories={categories} />
        <BookContentFields form={form} />

        {progress !== undefined ? <UploadProgress pct={uploadPercent(progress)} label="Uploading your book" onCancel={() => controller.current?.abort()} /> : null}

        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" disabled={busy} className={buttonClass('primary', 'lg')} data-testid="book-submit">
            {busy ? <Spinner /> : null}
            {needsReview ? 'Send to my teacher' : 'Publish the book'}
          </button>
          <button type="button" disabled={busy} onClick={() => void send(false)} className={buttonClass('secondary', 'lg')} data-testid="book-save-draft">
            Save as a draft
          </button>
          <Link to="/uploadcontent" className={buttonClass('ghost', 'lg')}>
            Back to my uploads
          </Link>
        </div>
      </form>
    </PageFrame>
  );
}
