import type { TAdminBookDetail, TAdminBookOptions } from '@commonshelf/shared/library/book-admin.schemas';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField, selectClass } from '../../../components/ui/form-field';
import { ArrowLeftIcon, BookIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { UnsavedChangesDialog, useUnsavedChanges } from '../../../components/ui/unsaved-changes';
import { errorStatus } from '../../../lib/server-errors';
import { showToast } from '../../../lib/toast';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { BookContentFields, BookDetailsFields, UploadProgress, useBookForm } from '../../../components/ui/book-form-fields';
import { PublicationStatusBadge as StatusBadge } from '../../../components/ui/publication-badge';
import { uploadPercent } from '../../bulk-enrolment/upload';
import { sendAdminBookForm, useGetAdminBookOptionsQuery, useGetAdminBookQuery } from '../api/book-admin.api';
import { bookListPath, bookViewPath, useBookAdminBase } from '../book-admin-paths';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';

/** `…/book/:bookId?`: a new book of the library, or any of its books to change (details, content, featured, mode, status). */
export function BookEditorPage() {
  const { t } = useTranslation('books');
  const { bookId } = useParams();
  const id = bookId ? Number(bookId) : null;
  const options = useGetAdminBookOptionsQuery();
  const book = useGetAdminBookQuery(id ?? 0, { skip: !id || !Number.isInteger(id) || id <= 0 });
  useDocumentTitle(id ? (book.data ? t('admin.editDoc', { title: book.data.title }) : t('admin.editBook')) : t('admin.addBook'));

  if (id !== null && (!Number.isInteger(id) || id <= 0)) return <BookMissing />;
  if (options.isLoading || book.isLoading) return <EditorSkeleton />;
  if (id !== null && errorStatus(book.error) === 404) return <BookMissing />;
  if (options.error || !options.data) return <ErrorState what={t('admin.theForm')} onRetry={() => void options.refetch()} retrying={options.isFetching} />;
  if (id !== null && !book.data) return <ErrorState what={t('thisBook')} onRetry={() => void book.refetch()} retrying={book.isFetching} />;
  if (book.data && !book.data.editable) return <BookMissing readOnly />;
  // A fresh form after each save (the saved book comes back with its new files).
  return <Editor key={book.data ? `${book.data.id}:${book.data.updated_at}` : 'new'} book={book.data ?? null} options={options.data} />;
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

function BookMissing({ readOnly }: { readOnly?: boolean }) {
  const { t } = useTranslation('books');
  return (
    <div className="mx-auto max-w-3xl">
      <StateMessage
        icon={<BookIcon size={24} />}
        title={readOnly ? t('admin.readOnly') : t('admin.missing')}
        testId="book-missing"
        action={<BackLink />}
      />
    </div>
  );
}

function EditorSkeleton() {
  const { t } = useTranslation('books');
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-4" role="status">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-5 w-24" />
      <Skeleton className="h-10 w-2/3" />
      <Skeleton className="h-96 w-full rounded-[var(--radius-card)]" />
    </div>
  );
}

function Card({ title, children, description }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-5 rounded-[var(--radius-card)] border border-line-soft bg-surface p-4 shadow-card sm:p-6">
      <div>
        <h2 id={id} className="text-lg font-bold text-ink">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-ink-muted">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

type StatusChoice = 'keep' | 'draft' | 'published';

function Editor({ book, options }: { book: TAdminBookDetail | null; options: TAdminBookOptions }) {
  const base = useBookAdminBase();
  const { t } = useTranslation('books');
  const store = useStore();
  const navigate = useNavigate();
  const form = useBookForm(book);
  const [featured, setFeatured] = useState(book?.featured ?? false);
  const [mode, setMode] = useState(book?.mode_id ? String(book.mode_id) : '');
  const [status, setStatus] = useState<StatusChoice>(book ? 'keep' : 'draft');
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [saved, setSaved] = useState<TAdminBookDetail | null>(null);
  const controller = useRef<AbortController | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const busy = progress !== undefined;
  const dirty = form.dirty || featured !== (book?.featured ?? false) || mode !== (book?.mode_id ? String(book.mode_id) : '') || status !== (book ? 'keep' : 'draft');
  const blocker = useUnsavedChanges(dirty && !busy && !saved);

  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);
  // Leave once the warning about unsaved changes is off.
  useEffect(() => {
    if (saved) void navigate(bookViewPath(base, saved.id));
  }, [saved, base, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const formElement = e.currentTarget as HTMLFormElement;
    setAlert(null);
    const found = form.validate();
    form.setErrors(found);
    if (Object.keys(found).length) {
      setAlert(t('admin.correctFields'));
      // The message names no field: the first refused one (far down on a phone) takes the focus.
      focusFirstInvalid(formElement);
      return;
    }
    controller.current = new AbortController();
    setProgress(0);
    const answer = await sendAdminBookForm(store as never, {
      id: book?.id,
      form: form.toFormData({ featured, mode_id: mode ? Number(mode) : null, ...(status === 'keep' ? {} : { status }) }),
      onProgress: setProgress,
      signal: controller.current.signal,
    }).catch((err: unknown) => {
      if (err instanceof DOMException && err.name === 'AbortError') return null;
      return { ok: false as const, message: t('admin.saveFailed'), fields: {} };
    });
    setProgress(undefined);
    if (!answer) return;
    if (!answer.ok) {
      form.setErrors(Object.fromEntries(Object.entries(answer.fields).map(([k, v]) => [k, v.join(' ')])));
      setAlert(answer.message);
      showToast(t('admin.notSaved'), 'error');
      focusFirstInvalid(formElement);
      return;
    }
    showToast(book ? t('admin.saved', { title: answer.book.title }) : t('admin.added', { title: answer.book.title }), 'success');
    setSaved(answer.book);
  };

  const statusChoices: { value: StatusChoice; label: string; hint: string }[] = book
    ? [
        { value: 'keep', label: t('admin.status.keep'), hint: t('admin.status.now', { status: t(`admin.status.current.${book.status}`) }) },
        ...(book.status !== 'published'
          ? [{ value: 'published' as const, label: book.status === 'pending' ? t('admin.status.approve') : t('admin.status.publish'), hint: t('admin.status.publishHint') }]
          : []),
        ...(book.status !== 'draft'
          ? [{ value: 'draft' as const, label: book.status === 'published' ? t('admin.status.unpublish') : t('admin.status.backToDraft'), hint: t('admin.status.draftHint') }]
          : []),
      ]
    : [
        { value: 'draft', label: t('admin.status.keepDraft'), hint: t('admin.status.keepDraftHint') },
        { value: 'published', label: t('admin.status.publishNow'), hint: t('admin.status.publishHint') },
      ];
  const where = options.library.platform_wide ? t('admin.everySite') : t('admin.siteLibrary', { name: options.library.name });

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid="book-editor" data-book-id={book?.id}>
      <BackLink />
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          {book ? <StatusBadge status={book.status} testId="editor-status" /> : null}
          <h1 className="mt-1 text-2xl font-extrabold tracking-tight wrap-anywhere text-ink sm:text-3xl" data-testid="book-editor-title">
            {book ? t('admin.editTitle', { title: book.title }) : t('admin.addBook')}
          </h1>
          <p className="mt-1 text-ink-soft">
            {book ? t('admin.inWhere', { where }) : options.library.platform_wide ? t('admin.goesToPlatform', { where }) : t('admin.goesTo', { where })}
          </p>
          {book?.rejection_reason && book.status === 'rejected' ? (
            <p className="mt-1 text-sm text-ink-soft" data-testid="editor-rejection">
              {t('admin.sentBack', { reason: book.rejection_reason })}
            </p>
          ) : null}
        </div>
        {book ? (
          <Link to={bookViewPath(base, book.id)} className={buttonClass('secondary', 'md')}>
            {t('admin.viewBook')}
          </Link>
        ) : null}
      </header>

      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start" aria-label={book ? t('admin.editDoc', { title: book.title }) : t('admin.addBook')}>
        <div className="grid min-w-0 gap-5">
          {alert ? (
            <div ref={alertRef} tabIndex={-1}>
              <FormAlert>{alert}</FormAlert>
            </div>
          ) : null}
          <Card title={t('admin.details')}>
            <BookDetailsFields form={form} categories={options.categories} />
          </Card>
          <Card title={t('admin.content')} description={t('admin.contentHint')}>
            <BookContentFields form={form} />
          </Card>
        </div>
        <div className="grid min-w-0 gap-5 lg:sticky lg:top-20">
          <Card title={t('admin.inLibrary')}>
            <label className="flex cursor-pointer items-start gap-3">
              <input type="checkbox" checked={featured} onChange={(e) => setFeatured(e.target.checked)} className="mt-1 size-5 accent-[var(--color-primary)]" data-testid="book-featured" />
              <span>
                <span className="block font-semibold text-ink">{t('featured')}</span>
                <span className="block text-sm text-ink-muted">{t('admin.featuredHint')}</span>
              </span>
            </label>
            {options.modes.length ? (
              <FormField label={t('admin.mode')} optional hint={t('admin.modeHint')} error={form.errors.mode_id}>
                {(c) => (
                  <select {...c} className={selectClass(!!form.errors.mode_id)} value={mode} onChange={(e) => setMode(e.target.value)} data-testid="book-mode">
                    <option value="">{t('admin.everyMode')}</option>
                    {options.modes.map((m) => (
                      <option key={m.id} value={m.id}>
                        {m.name}
                      </option>
                    ))}
                  </select>
                )}
              </FormField>
            ) : null}
            <fieldset className="min-w-0" data-testid="book-status-choice">
              <legend className="text-sm font-semibold text-ink">{t('admin.statusLegend')}</legend>
              <div className="mt-2 grid gap-2">
                {statusChoices.map((s) => (
                  <label key={s.value} className="flex cursor-pointer items-start gap-2 rounded-xl border border-line-soft p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-light">
                    <input type="radio" name="status" value={s.value} checked={status === s.value} onChange={() => setStatus(s.value)} className="mt-1 size-4 accent-[var(--color-primary)]" data-testid={`status-${s.value}`} />
                    <span>
                      <span className="block font-semibold text-ink">{s.label}</span>
                      <span className="block text-sm text-ink-muted">{s.hint}</span>
                    </span>
                  </label>
                ))}
              </div>
              {form.errors.status ? <p className="mt-1 text-sm font-medium text-danger">{form.errors.status}</p> : null}
            </fieldset>
          </Card>
          {progress !== undefined ? <UploadProgress pct={uploadPercent(progress)} label={book ? t('admin.savingBook') : t('admin.uploadingBook')} onCancel={() => controller.current?.abort()} /> : null}
          <div className="flex flex-col gap-2">
            <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')} data-testid="book-save">
              {busy ? <Spinner /> : null}
              {busy ? t('admin.saving') : book ? t('admin.saveChanges') : t('admin.addTheBook')}
            </button>
            <Link to={book ? bookViewPath(base, book.id) : bookListPath(base)} className={buttonClass('ghost', 'lg', 'w-full')}>
              {t('admin.cancel')}
            </Link>
          </div>
        </div>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </div>
  );
}
