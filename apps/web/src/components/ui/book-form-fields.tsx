import {
  BOOK_FILE_MAX_BYTES,
  BOOK_IMAGE_MAX_BYTES,
  BOOK_LICENSES,
  BOOK_MAX_PAGES,
  PUBLISHING_MSG as MSG,
  type TBookFormat,
  type TMyBook,
} from '@commonshelf/shared/library/publishing.schemas';
import { bookLanguageOptions, defaultBookLanguage } from '../../lib/book-languages';
import { FileInput } from './file-input';
import i18next from 'i18next';
import type { publishing } from '../../i18n/en/publishing';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withFieldError } from '../../lib/field-errors';
import { formatBytes } from '../../lib/format';
import { buttonClass } from './button';
import { FieldError, FormField, inputClass, selectClass, textareaClass } from './form-field';
import { SdgPicker } from './sdg-goals';

/**
 * The book form's parts, shared by `/uploadbook` and the library admins' book editor: the details,
 * the content (a PDF or EPUB file, or the pages of a picture book), the cover and the upload's
 * progress. The state lives in `useBookForm`, which checks it with the server's own messages and
 * writes the multipart form the publishing API reads (details as JSON in `meta`, then the files).
 */

export type BookFormErrors = Record<string, string>;
type PageDraft = { key: number; text: string; file: File | null; existing: string | null };

/** What the form starts from: an existing book's details (a reader's own upload or an admin's view of any book). */
export type BookFormSource = Pick<
  TMyBook,
  'title' | 'authors' | 'illustrator' | 'description' | 'language' | 'reading_level' | 'age_min' | 'age_max' | 'category_id' | 'sdgs' | 'license' | 'format' | 'file' | 'cover' | 'pages'
>;

const FORMATS: TBookFormat[] = ['pdf', 'epub', 'pages'];

let pageKey = 0;
const newPage = (text = '', existing: string | null = null): PageDraft => ({ key: ++pageKey, text, file: null, existing });
const tooLarge = (file: File | null, max: number) => !!file && file.size > max;

/** The form's state, its checks (before sending; the server checks again, by the bytes) and the form data it sends. */
export function useBookForm(book: BookFormSource | null) {
  const { t } = useTranslation('publishing');
  const [title, setTitle] = useState(book?.title ?? '');
  const [authors, setAuthors] = useState(book?.authors.join(', ') ?? '');
  const [illustrator, setIllustrator] = useState(book?.illustrator ?? '');
  const [description, setDescription] = useState(book?.description ?? '');
  const [language, setLanguage] = useState(book?.language ?? defaultBookLanguage());
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
  const [errors, setErrors] = useState<BookFormErrors>({});

  const details = { title, authors, illustrator, description, language, level, ageMin, ageMax, category, sdgs, license, format, pages: pages.map((p) => [p.text, p.existing, !!p.file]) };
  const snapshot = JSON.stringify(details);
  const [initial] = useState(snapshot);
  /** Changed since the form opened (an editor opens afresh after each save). */
  const dirty = snapshot !== initial || !!file || !!cover;

  const validate = (): BookFormErrors => {
    const e: BookFormErrors = {};
    if (!title.trim()) e.title = MSG.titleRequired;
    if (!authors.split(',').some((a) => a.trim())) e.authors = MSG.authorsRequired;
    if (ageMin && ageMax && Number(ageMin) > Number(ageMax)) e.age_max = MSG.ageRange;
    if (format !== 'pages') {
      if (!file && !(book?.file && book.format === format)) e.file = MSG.fileMissing;
      else if (tooLarge(file, BOOK_FILE_MAX_BYTES)) e.file = MSG.fileTooLarge;
    } else {
      pages.forEach((p, i) => {
        if (tooLarge(p.file, BOOK_IMAGE_MAX_BYTES)) e[`page_${i + 1}`] = t('form.pageError', { page: i + 1, message: MSG.imageTooLarge });
        else if (!p.text.trim() && !p.file && !p.existing) e[`page_${i + 1}`] = t('form.pageError', { page: i + 1, message: MSG.pageEmpty });
      });
    }
    if (tooLarge(cover, BOOK_IMAGE_MAX_BYTES)) e.cover = MSG.coverTooLarge;
    return e;
  };

  /** The multipart form: `meta` (the details and `extra`, such as `submit` or an admin's fields), then the files. */
  const toFormData = (extra: Record<string, unknown>) => {
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
        ...extra,
      }),
    );
    if (format !== 'pages' && file) form.set('file', file, file.name);
    if (cover) form.set('cover', cover, cover.name);
    if (format === 'pages') pages.forEach((p, i) => p.file && form.set(`page_${i + 1}`, p.file, p.file.name));
    return form;
  };

  // A file chosen is judged at once: its own error goes (or a too-large one shows) without waiting for the next send.
  const chooseFile = (chosen: File | null) => {
    setFile(chosen);
    setErrors((e) => withFieldError(e, 'file', tooLarge(chosen, BOOK_FILE_MAX_BYTES) ? MSG.fileTooLarge : null));
  };
  const chooseCover = (chosen: File | null) => {
    setCover(chosen);
    setErrors((e) => withFieldError(e, 'cover', tooLarge(chosen, BOOK_IMAGE_MAX_BYTES) ? MSG.coverTooLarge : null));
  };

  return {
    book,
    values: { title, authors, illustrator, description, language, level, ageMin, ageMax, category, sdgs, license, format, file, cover, pages },
    set: { setTitle, setAuthors, setIllustrator, setDescription, setLanguage, setLevel, setAgeMin, setAgeMax, setCategory, setSdgs, setLicense, setFormat, setFile: chooseFile, setCover: chooseCover, setPages },
    errors,
    setErrors,
    validate,
    toFormData,
    dirty,
  };
}
export type BookFormState = ReturnType<typeof useBookForm>;

/** A license's key in the texts ("CC BY 4.0" → "CC_BY_4_0"): dots and spaces are not for keys. */
const licenseKey = (license: string) => license.replace(/[^A-Za-z0-9]/g, '_') as keyof (typeof publishing)['form']['licenseHints'];

/** A license as people read it: the Creative Commons codes as they are, "All rights reserved" in the page's language. */
export function licenseName(license: string): string {
  return license === 'All rights reserved' ? i18next.t('publishing:form.allRightsReserved') : license;
}

/** Title, authors, illustrator, description, language, level, ages, category, license and goals. */
export function BookDetailsFields({ form, categories }: { form: BookFormState; categories: { id: number; name: string }[] }) {
  const { t } = useTranslation('publishing');
  const { values: v, set, errors } = form;
  return (
    <>
      <FormField label={t('form.title')} error={errors.title}>
        {(c) => <input {...c} className={inputClass(!!errors.title)} value={v.title} onChange={(e) => set.setTitle(e.target.value)} maxLength={200} data-testid="book-title" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('form.authors')} hint={t('form.authorsHint')} error={errors.authors}>
          {(c) => <input {...c} className={inputClass(!!errors.authors)} value={v.authors} onChange={(e) => set.setAuthors(e.target.value)} data-testid="book-authors" />}
        </FormField>
        <FormField label={t('form.illustrator')} optional error={errors.illustrator}>
          {(c) => <input {...c} className={inputClass(!!errors.illustrator)} value={v.illustrator} onChange={(e) => set.setIllustrator(e.target.value)} data-testid="book-illustrator" />}
        </FormField>
      </div>
      <FormField label={t('form.description')} optional error={errors.description}>
        {(c) => <textarea {...c} rows={4} className={textareaClass(!!errors.description)} value={v.description} onChange={(e) => set.setDescription(e.target.value)} maxLength={4000} data-testid="book-description" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('form.language')} error={errors.language}>
          {(c) => (
            <select {...c} className={selectClass(!!errors.language)} value={v.language} onChange={(e) => set.setLanguage(e.target.value)} data-testid="book-language">
              {bookLanguageOptions().map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('form.level')} hint={t('form.levelHint')} error={errors.reading_level}>
          {(c) => (
            <select {...c} className={selectClass(!!errors.reading_level)} value={v.level} onChange={(e) => set.setLevel(e.target.value)} data-testid="book-level">
              {[1, 2, 3, 4].map((n) => (
                <option key={n} value={n}>
                  {t('form.levelN', { level: n })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('form.ageMin')} optional error={errors.age_min}>
          {(c) => <input {...c} type="number" inputMode="numeric" min={0} max={18} className={inputClass(!!errors.age_min)} value={v.ageMin} onChange={(e) => set.setAgeMin(e.target.value)} />}
        </FormField>
        <FormField label={t('form.ageMax')} optional error={errors.age_max}>
          {(c) => <input {...c} type="number" inputMode="numeric" min={0} max={18} className={inputClass(!!errors.age_max)} value={v.ageMax} onChange={(e) => set.setAgeMax(e.target.value)} />}
        </FormField>
        <FormField label={t('form.category')} optional error={errors.category_id}>
          {(c) => (
            <select {...c} className={selectClass(!!errors.category_id)} value={v.category} onChange={(e) => set.setCategory(e.target.value)} data-testid="book-category">
              <option value="">{t('form.noCategory')}</option>
              {categories.map((cat) => (
                <option key={cat.id} value={cat.id}>
                  {cat.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('form.license')} hint={t(`form.licenseHints.${licenseKey(v.license)}`)} error={errors.license}>
          {(c) => (
            <select {...c} className={selectClass(!!errors.license)} value={v.license} onChange={(e) => set.setLicense(e.target.value)} data-testid="book-license">
              {BOOK_LICENSES.map((l) => (
                <option key={l} value={l}>
                  {licenseName(l)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <SdgPicker value={v.sdgs} onChange={set.setSdgs} />
    </>
  );
}

/** The format, then the PDF/EPUB file or the pages of a picture book, then the cover. */
export function BookContentFields({ form }: { form: BookFormState }) {
  const { t } = useTranslation('publishing');
  const { values: v, set, errors, book } = form;
  return (
    <>
      <fieldset className="min-w-0">
        <legend className="text-sm font-semibold text-ink">{t('form.kind')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {FORMATS.map((f) => (
            <label key={f} className="flex cursor-pointer items-start gap-2 rounded-xl border border-line-soft p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-light">
              <input type="radio" name="format" value={f} checked={v.format === f} onChange={() => set.setFormat(f)} className="mt-1 size-4 accent-[var(--color-primary)]" data-testid={`format-${f}`} />
              <span>
                <span className="block font-semibold text-ink">{t(`form.formats.${f}.label`)}</span>
                <span className="block text-sm text-ink-muted">{t(`form.formats.${f}.hint`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {v.format !== 'pages' ? (
        <FormField
          label={t(`form.formats.${v.format}.label`)}
          hint={t('form.fileHint', { size: formatBytes(BOOK_FILE_MAX_BYTES), keep: book?.file && book.format === v.format ? t('form.keepFile') : '' })}
          error={errors.file}
        >
          {(c) => (
            <FileInput
              {...c}
              file={v.file}
              accept={v.format === 'pdf' ? 'application/pdf,.pdf' : 'application/epub+zip,.epub'}
              onChange={(e) => set.setFile(e.target.files?.[0] ?? null)}
              data-testid="book-file"
            />
          )}
        </FormField>
      ) : (
        <PagesEditor form={form} />
      )}

      <FormField
        label={t('form.cover')}
        optional
        hint={t('form.coverHint', { size: formatBytes(BOOK_IMAGE_MAX_BYTES), keep: book?.cover ? t('form.keepCover') : '' })}
        error={errors.cover}
      >
        {(c) => <FileInput {...c} file={v.cover} accept="image/jpeg,image/png,image/webp,image/svg+xml" onChange={(e) => set.setCover(e.target.files?.[0] ?? null)} data-testid="book-cover" />}
      </FormField>
    </>
  );
}

function PagesEditor({ form }: { form: BookFormState }) {
  const { t } = useTranslation('publishing');
  const { values, set, errors } = form;
  const { pages } = values;
  const update = (key: number, patch: Partial<PageDraft>) => set.setPages((ps) => ps.map((p) => (p.key === key ? { ...p, ...patch } : p)));
  return (
    <fieldset className="min-w-0" data-testid="pages-editor">
      <legend className="text-sm font-semibold text-ink">{t('form.pages')}</legend>
      <p className="text-sm text-ink-muted">{t('form.pagesHint', { size: formatBytes(BOOK_IMAGE_MAX_BYTES) })}</p>
      {errors.pages ? <FieldError message={errors.pages} /> : null}
      <ol className="mt-3 grid gap-3">
        {pages.map((p, i) => (
          <li key={p.key} className="rounded-2xl border border-line-soft p-4" data-testid="page-draft">
            <div className="flex items-center justify-between gap-2">
              <h3 className="font-bold text-ink">{t('form.page', { page: i + 1 })}</h3>
              {pages.length > 1 ? (
                <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => set.setPages((ps) => ps.filter((x) => x.key !== p.key))} aria-label={t('form.removePage', { page: i + 1 })}>
                  {t('form.remove')}
                </button>
              ) : null}
            </div>
            <label className="mt-2 block text-sm font-semibold text-ink" htmlFor={`page-text-${p.key}`}>
              {t('form.pageText', { page: i + 1 })}
            </label>
            <textarea id={`page-text-${p.key}`} rows={3} className={textareaClass(!!errors[`page_${i + 1}`])} value={p.text} onChange={(e) => update(p.key, { text: e.target.value })} maxLength={2000} />
            <label className="mt-2 block text-sm font-semibold text-ink" htmlFor={`page-img-${p.key}`}>
              {t('form.pagePicture', { page: i + 1 })} {p.existing && !p.file ? <span className="font-normal text-ink-muted">{t('form.keepPicture')}</span> : null}
            </label>
            <div className="flex items-center gap-3">
              {p.existing && !p.file ? <img src={p.existing} alt="" className="h-14 w-14 shrink-0 rounded-lg border border-line-soft object-cover" /> : null}
              <FileInput
                id={`page-img-${p.key}`}
                file={p.file}
                accept="image/jpeg,image/png,image/webp,image/svg+xml"
                onChange={(e) => update(p.key, { file: e.target.files?.[0] ?? null })}
              />
            </div>
            <FieldError message={errors[`page_${i + 1}`]} />
          </li>
        ))}
      </ol>
      {pages.length < BOOK_MAX_PAGES ? (
        <button type="button" className={buttonClass('secondary', 'sm', 'mt-3')} onClick={() => set.setPages((ps) => [...ps, newPage()])} data-testid="add-page">
          {t('form.addPage')}
        </button>
      ) : null}
    </fieldset>
  );
}

/** The upload's progress bar (`pct`: whole percent sent, null while unknown), with a way to cancel it. */
export function UploadProgress({ pct, label, onCancel }: { pct: number | null; label: string; onCancel: () => void }) {
  const { t } = useTranslation('publishing');
  return (
    <div className="rounded-2xl bg-surface-alt p-4" data-testid="upload-progress">
      <div className="mb-1.5 flex justify-between text-sm font-semibold text-ink-soft">
        <span id="upload-progress-label">{label}</span>
        <span aria-hidden="true" data-testid="upload-percent">
          {pct === null ? '…' : `${pct}%`}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        data-testid="upload-progress-bar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct ?? undefined}
        aria-valuetext={pct === null ? t('form.uploading') : t('form.uploaded', { pct })}
        className="h-3 overflow-hidden rounded-full bg-line-soft"
      >
        <div className="h-full rounded-full bg-primary transition-[width] duration-150" style={{ width: `${pct ?? 5}%` }} />
      </div>
      <button type="button" onClick={onCancel} className={buttonClass('ghost', 'sm', 'mt-2')}>
        {t('form.cancelUpload')}
      </button>
    </div>
  );
}
