import {
  BOOK_FILE_MAX_BYTES,
  BOOK_IMAGE_MAX_BYTES,
  BOOK_LICENSES,
  BOOK_MAX_PAGES,
  PUBLISHING_MSG as MSG,
  type TBookFormat,
  type TMyBook,
} from '@commonshelf/shared/library/publishing.schemas';
import { BOOK_LANGUAGES } from '@commonshelf/shared/library/library.schemas';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from 'react-redux';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { FieldError, FormField, inputClass } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState } from '../../../components/ui/state-message';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { uploadPercent } from '../../bulk-enrolment/upload';
import { sendBookForm, useGetOwnBookQuery, useGetUploadOptionsQuery } from '../api/publishing.api';
import { formatBytes, LoginToUpload, PageFrame, SdgPicker, selectClass, StatusBadge, textareaClass, useViewer } from './publishing-ui';

type PageDraft = { key: number; text: string; file: File | null; existing: string | null };
type Errors = Record<string, string>;

const FORMATS: { value: TBookFormat; label: string; hint: string }[] = [
  { value: 'pdf', label: 'PDF file', hint: 'A finished book saved as PDF.' },
  { value: 'epub', label: 'EPUB file', hint: 'An e-book in EPUB format.' },
  { value: 'pages', label: 'Picture book', hint: 'Pages with a picture and some text each.' },
];

let pageKey = 0;
const newPage = (text = '', existing: string | null = null): PageDraft => ({ key: ++pageKey, text, file: null, existing });

/** Checks a chosen file before sending, with the server's own messages (the server checks again, by the bytes). */
function tooLarge(file: File | null, max: number) {
  return !!file && file.size > max;
}

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
  const [title, setTitle] = useState(book?.title ?? '');
  const [authors, setAuthors] = useState(book?.authors.join(', ') ?? '');
  const [illustrator, setIllustrator] = useState(book?.illustrator ?? '');
  const [description, setDescription] = useState(book?.description ?? '');
  const [language, setLanguage] = useState(book?.language ?? 'en');
  const [level, setLevel] = useState(String(book?.reading_level ?? 1));
  const [ageMin, setAgeMin] = useState(book?.age_min?.toString() ?? '');
  const [ageMax, setAgeMax] = useState(book?.age_max?.toString() ?? '');
  const [category, setCategory] = useState(book?.category_id?.toString() ?? '');
  const [sdgs, setSdgs] = useState<number[]>(book?.sdgs ?? []);
  const [license, setLicense] = useState<string>(book?.license ?? 'CC BY 4.0');
  const [format, setFormat] = useState<TBookFormat>(book?.format ?? 'pdf');
  const [file, setFile] = useState<File | null>(null);
  const [cover, setCover] = useState<File | null>(null);
  const [pages, setPages] = useState<PageDraft[]>(() => (book?.pages.length ? book.pages.map((p) => newPage(p.text, p.image)) : [newPage()]));
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => controller.current?.abort(), []);
  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);
  const busy = progress !== undefined;

  const validate = (): Errors => {
    const e: Errors = {};
    if (!title.trim()) e.title = MSG.titleRequired;
    if (!authors.split(',').some((a) => a.trim())) e.authors = MSG.authorsRequired;
    if (ageMin && ageMax && Number(ageMin) > Number(ageMax)) e.age_max = MSG.ageRange;
    if (format !== 'pages') {
      if (!file && !(book?.file && book.format === format)) e.file = MSG.fileMissing;
      else if (tooLarge(file, BOOK_FILE_MAX_BYTES)) e.file = MSG.fileTooLarge;
    } else {
      pages.forEach((p, i) => {
        if (tooLarge(p.file, BOOK_IMAGE_MAX_BYTES)) e[`page_${i + 1}`] = `Page ${i + 1}: ${MSG.imageTooLarge}`;
        else if (!p.text.trim() && !p.file && !p.existing) e[`page_${i + 1}`] = `Page ${i + 1}: ${MSG.pageEmpty}`;
      });
    }
    if (tooLarge(cover, BOOK_IMAGE_MAX_BYTES)) e.cover = MSG.coverTooLarge;
    return e;
  };

  const send = async (submit: boolean) => {
    setAlert(null);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length) {
      setAlert('Please correct the highlighted fields.');
      return;
    }
    const form = new FormData();
    form.set(
      'meta',
      JSON.stringify({
        title: title.trim(),
        authors: authors.split(',').map((a) => a.trim()).filter(Boolean),
        illustrator: illustrator.trim(),
        description: description.trim(),
        language,
        reading_level: Number(level),
        age_min: ageMin === '' ? null : Number(ageMin),
        age_max: ageMax === '' ? null : Number(ageMax),
        category_id: category ? Number(category) : null,
        sdgs,
        license,
        format,
        pages: format === 'pages' ? pages.map((p) => ({ text: p.text, keep_image: !p.file && !!p.existing })) : [],
        submit,
      }),
    );
    if (format !== 'pages' && file) form.set('file', file, file.name);
    if (cover) form.set('cover', cover, cover.name);
    if (format === 'pages') pages.forEach((p, i) => p.file && form.set(`page_${i + 1}`, p.file, p.file.name));
    controller.current = new AbortController();
    setProgress(0);
    const answer = await sendBookForm(store as never, { id: book?.id, form, onProgress: setProgress, signal: controller.current.signal }).catch((err: unknown) => {
      if (err instanceof DOMException && err.name === 'AbortError') return null;
      return { ok: false as const, message: 'The book could not be uploaded. Please try again.', fields: {} };
    });
    setProgress(undefined);
    if (!answer) return;
    if (!answer.ok) {
      setErrors(Object.fromEntries(Object.entries(answer.fields).map(([k, v]) => [k, v.join(' ')])));
      setAlert(answer.message);
      return;
    }
    void navigate('/uploadcontent', { state: { uploaded: answer.book.title, status: answer.book.status } });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void send(true);
  };
  const pct = progress === undefined ? null : uploadPercent(progress);

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
        <FormField label="Title" error={errors.title}>
          {(c) => <input {...c} className={inputClass(!!errors.title)} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} data-testid="book-title" />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Authors" hint="Separate several names with commas." error={errors.authors}>
            {(c) => <input {...c} className={inputClass(!!errors.authors)} value={authors} onChange={(e) => setAuthors(e.target.value)} data-testid="book-authors" />}
          </FormField>
          <FormField label="Illustrator" optional error={errors.illustrator}>
            {(c) => <input {...c} className={inputClass(!!errors.illustrator)} value={illustrator} onChange={(e) => setIllustrator(e.target.value)} />}
          </FormField>
        </div>
        <FormField label="Description" optional error={errors.description}>
          {(c) => <textarea {...c} rows={4} className={textareaClass(!!errors.description)} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={4000} />}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Language" error={errors.language}>
            {(c) => (
              <select {...c} className={selectClass(!!errors.language)} value={language} onChange={(e) => setLanguage(e.target.value)}>
                {Object.entries(BOOK_LANGUAGES).map(([k, v]) => (
                  <option key={k} value={k}>
                    {v}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Reading level" hint="1: first words · 4: confident readers" error={errors.reading_level}>
            {(c) => (
              <select {...c} className={selectClass(!!errors.reading_level)} value={level} onChange={(e) => setLevel(e.target.value)} data-testid="book-level">
                {[1, 2, 3, 4].map((n) => (
                  <option key={n} value={n}>
                    Level {n}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="Youngest reader’s age" optional error={errors.age_min}>
            {(c) => <input {...c} type="number" inputMode="numeric" min={0} max={18} className={inputClass(!!errors.age_min)} value={ageMin} onChange={(e) => setAgeMin(e.target.value)} />}
          </FormField>
          <FormField label="Oldest reader’s age" optional error={errors.age_max}>
            {(c) => <input {...c} type="number" inputMode="numeric" min={0} max={18} className={inputClass(!!errors.age_max)} value={ageMax} onChange={(e) => setAgeMax(e.target.value)} />}
          </FormField>
          <FormField label="Category" optional error={errors.category_id}>
            {(c) => (
              <select {...c} className={selectClass(!!errors.category_id)} value={category} onChange={(e) => setCategory(e.target.value)}>
                <option value="">No category</option>
                {categories.map((cat) => (
                  <option key={cat.id} value={cat.id}>
                    {cat.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label="License" hint="CC BY 4.0 lets anyone share the book if they name you." error={errors.license}>
            {(c) => (
              <select {...c} className={selectClass(!!errors.license)} value={license} onChange={(e) => setLicense(e.target.value)}>
                {BOOK_LICENSES.map((l) => (
                  <option key={l} value={l}>
                    {l}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <SdgPicker value={sdgs} onChange={setSdgs} />

        <fieldset className="min-w-0">
          <legend className="text-sm font-semibold text-ink">What kind of book is it?</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {FORMATS.map((f) => (
              <label key={f.value} className="flex cursor-pointer items-start gap-2 rounded-xl border border-line-soft p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-light">
                <input type="radio" name="format" value={f.value} checked={format === f.value} onChange={() => setFormat(f.value)} className="mt-1 size-4 accent-[var(--color-primary)]" data-testid={`format-${f.value}`} />
                <span>
                  <span className="block font-semibold text-ink">{f.label}</span>
                  <span className="block text-sm text-ink-muted">{f.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {format !== 'pages' ? (
          <FormField
            label={format === 'pdf' ? 'PDF file' : 'EPUB file'}
            hint={`Up to ${formatBytes(BOOK_FILE_MAX_BYTES)}. ${book?.file && book.format === format ? 'Leave empty to keep the current file.' : ''}`}
            error={errors.file}
          >
            {(c) => (
              <input
                {...c}
                type="file"
                accept={format === 'pdf' ? 'application/pdf,.pdf' : 'application/epub+zip,.epub'}
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                className="block w-full text-base text-ink-soft file:mr-3 file:h-11 file:rounded-xl file:border-0 file:bg-primary-light file:px-4 file:font-semibold file:text-primary-dark"
                data-testid="book-file"
              />
            )}
          </FormField>
        ) : (
          <PagesEditor pages={pages} setPages={setPages} errors={errors} />
        )}

        <FormField label="Cover picture" optional hint={`JPEG, PNG, WebP or SVG, up to ${formatBytes(BOOK_IMAGE_MAX_BYTES)}.${book?.cover ? ' Leave empty to keep the current cover.' : ''}`} error={errors.cover}>
          {(c) => (
            <input
              {...c}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/svg+xml"
              onChange={(e) => setCover(e.target.files?.[0] ?? null)}
              className="block w-full text-base text-ink-soft file:mr-3 file:h-11 file:rounded-xl file:border-0 file:bg-primary-light file:px-4 file:font-semibold file:text-primary-dark"
              data-testid="book-cover"
            />
          )}
        </FormField>

        {busy ? (
          <div className="rounded-2xl bg-surface-alt p-4" data-testid="upload-progress">
            <div className="mb-1.5 flex justify-between text-sm font-semibold text-ink-soft">
              <span id="upload-progress-label">Uploading your book</span>
              <span aria-hidden="true" data-testid="upload-percent">{pct === null ? '…' : `${pct}%`}</span>
            </div>
            <div
              role="progressbar"
              aria-labelledby="upload-progress-label"
              data-testid="upload-progress-bar"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={pct ?? undefined}
              aria-valuetext={pct === null ? 'Uploading' : `${pct}% uploaded`}
              className="h-3 overflow-hidden rounded-full bg-line-soft"
            >
              <div className="h-full rounded-full bg-primary transition-[width] duration-150" style={{ width: `${pct ?? 5}%` }} />
            </div>
            <button type="button" onClick={() => controller.current?.abort()} className={buttonClass('ghost', 'sm', 'mt-2')}>
              Cancel the upload
            </button>
          </div>
        ) : null}

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

function PagesEditor({ pages, setPages, errors }: { pages: PageDraft[]; setPages: (f: (p: PageDraft[]) => PageDraft[]) => void; errors: Errors }) {
  const update = (key: number, patch: Partial<PageDraft>) => setPages((ps) => ps.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  return (
    <fieldset className="min-w-0" data-testid="pages-editor">
      <legend className="text-sm font-semibold text-ink">Pages</legend>
      <p className="text-sm text-ink-muted">Each page has a picture (JPEG, PNG, WebP or SVG, up to {formatBytes(BOOK_IMAGE_MAX_BYTES)}), some text, or both.</p>
      {errors.pages ? <FieldError message={errors.pages} /> : null}
      <ol className="mt-3 grid gap-3">
        {pages.map((p, i) => (
          <li key={p.key} className="rounded-2xl border border-line-soft p-4">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-bold text-ink">Page {i + 1}</h3>
              {pages.length > 1 ? (
                <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => setPages((ps) => ps.filter((x) => x.key !== p.key))} aria-label={`Remove page ${i + 1}`}>
                  Remove
                </button>
              ) : null}
            </div>
            <label className="mt-2 block text-sm font-semibold text-ink" htmlFor={`page-text-${p.key}`}>
              Text of page {i + 1}
            </label>
            <textarea id={`page-text-${p.key}`} rows={3} className={textareaClass(!!errors[`page_${i + 1}`])} value={p.text} onChange={(e) => update(p.key, { text: e.target.value })} maxLength={2000} />
            <label className="mt-2 block text-sm font-semibold text-ink" htmlFor={`page-img-${p.key}`}>
              Picture of page {i + 1} {p.existing && !p.file ? <span className="font-normal text-ink-muted">(keeps the current picture unless you choose another)</span> : null}
            </label>
            <input
              id={`page-img-${p.key}`}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/svg+xml"
              onChange={(e) => update(p.key, { file: e.target.files?.[0] ?? null })}
              className="block w-full text-base text-ink-soft file:mr-3 file:h-11 file:rounded-xl file:border-0 file:bg-primary-light file:px-4 file:font-semibold file:text-primary-dark"
            />
            <FieldError message={errors[`page_${i + 1}`]} />
          </li>
        ))}
      </ol>
      {pages.length < BOOK_MAX_PAGES ? (
        <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={() => setPages((ps) => [...ps, newPage()])}>
          Add a page
        </button>
      ) : null}
    </fieldset>
  );
}
