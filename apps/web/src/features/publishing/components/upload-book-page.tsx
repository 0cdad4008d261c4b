import type { TMyBook } from '@commonshelf/shared/library/publishing.schemas';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
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
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

/**
 * `/uploadbook` (and `/uploadbook?id=` to change one's draft or a book that was not accepted):
 * details, the PDF/EPUB file or the pages of a picture book, a cover, then send with a progress bar.
 */
export function UploadBookPage() {
  const { t } = useTranslation('publishing');
  useDocumentTitle(t('book.title'));
  const { user, viewer } = useViewer();
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || undefined;
  const options = useGetUploadOptionsQuery(viewer, { skip: !user });
  const existing = useGetOwnBookQuery(editId ?? 0, { skip: !user || !editId });
  if (!user) return <LoginToUpload what={t('login.uploadBook')} />;
  if (options.isError) return <div className="container-page py-10"><ErrorState what={t('book.theForm')} onRetry={() => void options.refetch()} /></div>;
  if (!options.data || (editId && !existing.data && !existing.isError)) {
    return (
      <div className="container-page flex justify-center py-16" role="status">
        <Spinner /> <span className="sr-only">{t('loadingForm')}</span>
      </div>
    );
  }
  if (editId && existing.isError) return <div className="container-page py-10"><ErrorState what={t('book.thisBook')} onRetry={() => void existing.refetch()} /></div>;
  return <BookForm key={existing.data?.id ?? 'new'} book={existing.data ?? null} needsReview={options.data.needs_review} categories={options.data.categories} />;
}

function BookForm({ book, needsReview, categories }: { book: TMyBook | null; needsReview: boolean; categories: { id: number; name: string }[] }) {
  const { t } = useTranslation('publishing');
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

  const formRef = useRef<HTMLFormElement>(null);
  const send = async (submit: boolean) => {
    setAlert(null);
    const found = form.validate();
    form.setErrors(found);
    if (Object.keys(found).length) {
      setAlert(t('correctFields'));
      // The message names no field: the first refused one (far down on a phone) takes the focus.
      focusFirstInvalid(formRef.current);
      return;
    }
    controller.current = new AbortController();
    setProgress(0);
    const answer = await sendBookForm(store as never, { id: book?.id, form: form.toFormData({ submit }), onProgress: setProgress, signal: controller.current.signal }).catch((err: unknown) => {
      if (err instanceof DOMException && err.name === 'AbortError') return null;
      return { ok: false as const, message: t('book.uploadFailed'), fields: {} };
    });
    setProgress(undefined);
    if (!answer) return;
    if (!answer.ok) {
      form.setErrors(Object.fromEntries(Object.entries(answer.fields).map(([k, v]) => [k, v.join(' ')])));
      setAlert(answer.message);
      focusFirstInvalid(formRef.current);
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
      title={book ? t('book.change', { title: book.title }) : t('book.title')}
      intro={
        needsReview
          ? t('book.introReview')
          : t('book.intro')
      }
    >
      {book ? (
        <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-ink-soft">
          <StatusBadge status={book.status} />
          {book.rejection_reason ? <span data-testid="book-rejection">{t('reviewerNoteText', { text: book.rejection_reason })}</span> : null}
        </div>
      ) : null}
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid max-w-3xl gap-5" aria-labelledby="upload-book-title">
        {alert ? (
          <div ref={alertRef} tabIndex={-1}>
            <FormAlert>{alert}</FormAlert>
          </div>
        ) : null}
        <BookDetailsFields form={form} categories={categories} />
        <BookContentFields form={form} />

        {progress !== undefined ? <UploadProgress pct={uploadPercent(progress)} label={t('book.uploading')} onCancel={() => controller.current?.abort()} /> : null}

        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="submit" disabled={busy} className={buttonClass('primary', 'lg')} data-testid="book-submit">
            {busy ? <Spinner /> : null}
            {needsReview ? t('book.sendToTeacher') : t('book.publish')}
          </button>
          <button type="button" disabled={busy} onClick={() => void send(false)} className={buttonClass('secondary', 'lg')} data-testid="book-save-draft">
            {t('saveDraft')}
          </button>
          <Link to="/uploadcontent" className={buttonClass('ghost', 'lg')}>
            {t('backToUploads')}
          </Link>
        </div>
      </form>
    </PageFrame>
  );
}
