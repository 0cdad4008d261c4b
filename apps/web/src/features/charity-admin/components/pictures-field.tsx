import { CAUSE_FORM_MSG, CAUSE_IMAGE_ACCEPT, CAUSE_LIMITS, causeImageProblem } from '@commonshelf/shared/charities/charity-admin.schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form-field';
import { CloseIcon, ImageIcon, UploadIcon } from '../../../components/ui/icons';
import { decodesAsPicture } from '../../../lib/image-check';

/** What is wrong with a chosen picture: its type and size, then whether it is a picture at all. */
async function pictureProblem(file: File): Promise<string | null> {
  return causeImageProblem(file) ?? ((await decodesAsPicture(file)) ? null : CAUSE_FORM_MSG.imageType);
}

/** A picture chosen in the browser, with its preview address (revoked when it goes). */
type Chosen = { file: File; url: string };

/**
 * The cover and photos of a charity or project as the form changes them: a new cover (or the
 * stored one removed), new photos, and stored photos to remove. `appendTo` writes them into the
 * multipart form as the API reads it (`image`, `photos`, `remove_image`, `remove_photos`).
 */
export function usePictures(stored: { image: string | null; photos: string[] }) {
  const [cover, setCover] = useState<Chosen | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [added, setAdded] = useState<Chosen[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [errors, setErrors] = useState<{ image?: string | undefined; photos?: string | undefined }>({});

  // Every preview address made is revoked once the form goes.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const made = urls.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);
  const preview = (file: File): Chosen => {
    const url = URL.createObjectURL(file);
    urls.current.add(url);
    return { file, url };
  };
  const forget = (c: Chosen | null) => {
    if (!c) return;
    URL.revokeObjectURL(c.url);
    urls.current.delete(c.url);
  };

  const kept = stored.photos.filter((p) => !removed.includes(p));
  return {
    stored,
    cover,
    removeCover,
    added,
    kept,
    errors,
    dirty: cover !== null || removeCover || added.length > 0 || removed.length > 0,
    async chooseCover(file: File | null) {
      const problem = file ? await pictureProblem(file) : null;
      setErrors((e) => ({ ...e, image: problem ?? undefined }));
      if (!file || problem) return;
      forget(cover);
      setCover(preview(file));
      setRemoveCover(false);
    },
    dropCover() {
      forget(cover);
      setCover(null);
      setRemoveCover(stored.image !== null);
    },
    async addPhotos(files: File[]) {
      const problems: string[] = [];
      const found = await Promise.all(files.map(pictureProblem));
      const room = CAUSE_LIMITS.photos - kept.length - added.length;
      const fine = files.filter((f, i) => {
        const problem = found[i];
        if (problem) problems.push(`“${f.name}”: ${problem}`);
        return !problem;
      });
      if (fine.length > room) problems.push(CAUSE_FORM_MSG.tooManyPhotos);
      setErrors((e) => ({ ...e, photos: problems.join(' ') || undefined }));
      setAdded((a) => [...a, ...fine.slice(0, Math.max(0, room)).map(preview)]);
    },
    dropAdded(c: Chosen) {
      forget(c);
      setAdded((a) => a.filter((x) => x !== c));
      setErrors((e) => ({ ...e, photos: undefined }));
    },
    dropStored(url: string) {
      setRemoved((r) => [...r, url]);
      setErrors((e) => ({ ...e, photos: undefined }));
    },
    /** The server's messages for the pictures (`image`, `photos`). */
    showServerErrors(fields: Record<string, string[]>) {
      setErrors({ image: fields.image?.join(' '), photos: fields.photos?.join(' ') });
    },
    appendTo(form: FormData) {
      if (cover) form.append('image', cover.file, cover.file.name);
      else if (removeCover) form.append('remove_image', 'true');
      for (const c of added) form.append('photos', c.file, c.file.name);
      if (removed.length) form.append('remove_photos', JSON.stringify(removed));
    },
  };
}
export type Pictures = ReturnType<typeof usePictures>;

/** The cover (one, shown large) and the photos (up to eight), with previews; JPEG or PNG, 5 MB each. */
export function PicturesField({ pictures: p, name }: { pictures: Pictures; name: string }) {
  const { t } = useTranslation(['adminGiving', 'common']);
  const coverId = useId();
  const photosId = useId();
  const coverError = `${coverId}-error`;
  const photosError = `${photosId}-error`;
  const shownCover = p.cover?.url ?? (p.removeCover ? null : p.stored.image);
  const count = p.kept.length + p.added.length;
  const label = name.trim() || t('causes.pictures.thisCause');
  return (
    <fieldset className="flex flex-col gap-5 rounded-2xl border border-line-soft p-4">
      <legend className="px-1 text-base font-bold text-ink">{t('causes.pictures.legend')}</legend>
      <div className="flex flex-col gap-2">
        <label htmlFor={coverId} className="text-sm font-semibold text-ink">
          {t('causes.pictures.cover')} <span className="font-normal text-ink-muted">{t('common:optional')}</span>
        </label>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <span className="flex aspect-[8/5] w-full max-w-64 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-dashed border-line bg-surface-alt text-ink-muted">
            {shownCover ? <img src={shownCover} alt={t('causes.pictures.coverOf', { name: label })} className="size-full object-cover" data-testid="cover-preview" /> : <ImageIcon size={28} />}
          </span>
          <div className="flex flex-wrap gap-2">
            <input
              id={coverId}
              type="file"
              accept={CAUSE_IMAGE_ACCEPT}
              aria-describedby={p.errors.image ? coverError : `${coverId}-hint`}
              aria-invalid={p.errors.image ? true : undefined}
              onChange={(event) => {
                void p.chooseCover(event.target.files?.[0] ?? null);
                event.target.value = '';
              }}
              className="peer sr-only"
              data-testid="cause-cover"
            />
            <label htmlFor={coverId} className={buttonClass('secondary', 'sm', 'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary')}>
              <UploadIcon size={16} />
              {shownCover ? t('causes.pictures.chooseAnother') : t('causes.pictures.chooseCover')}
            </label>
            {shownCover ? (
              <button type="button" className={buttonClass('ghost', 'sm')} onClick={p.dropCover} data-testid="cover-remove">
                {t('causes.pictures.removeCover')}
              </button>
            ) : null}
          </div>
        </div>
        <p id={`${coverId}-hint`} className="text-sm text-ink-muted">
          {t('causes.pictures.coverHint')}
        </p>
        <FieldError id={coverError} message={p.errors.image} testId="cover-error" />
      </div>

      <div className="flex flex-col gap-2">
        <p className="text-sm font-semibold text-ink" id={`${photosId}-label`}>
          {t('causes.pictures.photos')} <span className="font-normal text-ink-muted">{t('causes.pictures.photosCount', { n: count, max: CAUSE_LIMITS.photos })}</span>
        </p>
        {count > 0 ? (
          <ul role="list" aria-labelledby={`${photosId}-label`} className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="photo-list">
            {p.kept.map((url, i) => (
              <PhotoTile key={url} src={url} label={t('causes.pictures.photo', { n: i + 1 })} onRemove={() => p.dropStored(url)} />
            ))}
            {p.added.map((c) => (
              <PhotoTile key={c.url} src={c.url} label={t('causes.pictures.newPhoto', { name: c.file.name })} isNew onRemove={() => p.dropAdded(c)} />
            ))}
          </ul>
        ) : null}
        {count < CAUSE_LIMITS.photos ? (
          <div>
            <input
              id={photosId}
              type="file"
              multiple
              accept={CAUSE_IMAGE_ACCEPT}
              aria-labelledby={`${photosId}-label`}
              aria-describedby={p.errors.photos ? photosError : `${photosId}-hint`}
              aria-invalid={p.errors.photos ? true : undefined}
              onChange={(event) => {
                void p.addPhotos(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
              className="peer sr-only"
              data-testid="cause-photos"
            />
            <label htmlFor={photosId} className={buttonClass('secondary', 'sm', 'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary')}>
              <UploadIcon size={16} />
              {t('causes.pictures.addPhotos')}
            </label>
          </div>
        ) : null}
        <p id={`${photosId}-hint`} className="text-sm text-ink-muted">
          {t('causes.pictures.photosHint', { max: CAUSE_LIMITS.photos })}
        </p>
        <FieldError id={photosError} message={p.errors.photos} testId="photos-error" />
      </div>
    </fieldset>
  );
}

function PhotoTile({ src, label, isNew = false, onRemove }: { src: string; label: string; isNew?: boolean; onRemove: () => void }) {
  const { t } = useTranslation('adminGiving');
  return (
    <li className="relative overflow-hidden rounded-xl border border-line-soft bg-surface-alt" data-testid="photo-tile">
      <img src={src} alt="" className="aspect-[8/5] w-full object-cover" />
      {isNew ? <span className="absolute bottom-1.5 left-1.5 rounded-full bg-surface px-2 text-xs font-semibold text-ink shadow-card">{t('causes.pictures.new')}</span> : null}
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('causes.pictures.remove', { label })}
        className="absolute top-1.5 right-1.5 inline-flex size-9 items-center justify-center rounded-full bg-surface text-ink shadow-card hover:bg-primary-light"
        data-testid="photo-remove"
      >
        <CloseIcon size={18} />
      </button>
    </li>
  );
}
