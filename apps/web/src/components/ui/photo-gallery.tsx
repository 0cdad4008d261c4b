import { useTranslation } from 'react-i18next';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { iconButtonClass } from './button';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from './icons';
import { useFocusReturn } from './focus-return';

/** A cause's photos as thumbnails; one opens large in a dialog, with previous and next (arrow keys too). */
export function PhotoGallery({ photos, name }: { photos: string[]; name: string }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState<number | null>(null);
  const returnFocus = useFocusReturn(open !== null);
  if (!photos.length) return null;
  const alt = (i: number) => t('photos.alt', { name, n: i + 1, total: photos.length });
  const move = (step: number) => setOpen((i) => (i === null ? null : (i + step + photos.length) % photos.length));
  return (
    <section aria-labelledby="photos-title" data-testid="photo-gallery">
      <h2 id="photos-title" className="text-2xl font-extrabold tracking-tight text-ink">
        {t('photos.title')}
      </h2>
      <ul role="list" className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {photos.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              className="group block w-full overflow-hidden rounded-2xl bg-primary-light focus-visible:ring-3 focus-visible:ring-primary/40 focus-visible:outline-none"
              aria-label={t('photos.open', { name, n: i + 1, total: photos.length })}
              data-testid="photo-thumb"
            >
              <img src={src} alt="" width={400} height={250} loading="lazy" decoding="async" className="aspect-[8/5] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={open !== null} onOpenChange={(value) => !value && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/80 animate-fade-in" />
          <Dialog.Content
            onCloseAutoFocus={returnFocus}
            aria-describedby={undefined}
            data-testid="photo-viewer"
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(1);
              if (event.key === 'ArrowLeft') move(-1);
            }}
            className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 p-4 focus:outline-none sm:p-10"
          >
            <Dialog.Title className="sr-only">{open !== null ? alt(open) : t('photos.photo')}</Dialog.Title>
            {open !== null ? <img src={photos[open]} alt={alt(open)} width={800} height={500} className="max-h-[75vh] w-auto max-w-full rounded-2xl bg-surface object-contain shadow-lift" /> : null}
            <div className="flex items-center gap-3 rounded-full bg-surface px-2 py-1 shadow-card">
              {photos.length > 1 ? (
                <button type="button" onClick={() => move(-1)} className={iconButtonClass} aria-label={t('photos.previous')}>
                  <ChevronLeftIcon size={22} />
                </button>
              ) : null}
              <span className="min-w-16 text-center text-sm font-semibold text-ink" aria-live="polite">
                {open !== null ? `${open + 1} / ${photos.length}` : ''}
              </span>
              {photos.length > 1 ? (
                <button type="button" onClick={() => move(1)} className={iconButtonClass} aria-label={t('photos.next')}>
                  <ChevronRightIcon size={22} />
                </button>
              ) : null}
              <Dialog.Close className={iconButtonClass} aria-label={t('photos.close')}>
                <CloseIcon size={22} />
              </Dialog.Close>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
