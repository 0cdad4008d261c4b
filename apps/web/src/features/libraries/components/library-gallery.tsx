import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeftIcon, ChevronRightIcon, LibraryIcon } from '../../../components/ui/icons';
import { useMediaQuery } from '../../../lib/use-media-query';

const roundButton =
  'absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-surface/95 text-ink shadow-card transition hover:bg-surface focus-visible:ring-3 focus-visible:ring-primary/50 focus-visible:outline-none disabled:pointer-events-none disabled:opacity-0';

/**
 * A library's photos: one at a time in a strip that a finger swipes (scroll snapping, so it is the
 * browser's own gesture), with previous and next buttons, the arrow keys and thumbnails to jump.
 */
export function LibraryGallery({ photos, name }: { photos: string[]; name: string }) {
  const { t } = useTranslation('libraries');
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const alt = (i: number) => t('gallery.photoOf', { name, index: i + 1, total: photos.length });

  const show = useCallback(
    (i: number) => {
      const el = strip.current;
      const next = Math.max(0, Math.min(photos.length - 1, i));
      setCurrent(next);
      el?.scrollTo({ left: next * el.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
    },
    [photos.length, reduceMotion],
  );
  // The strip scrolled (a swipe, or a jump): the photo most in view is the current one.
  const onScroll = () => {
    const el = strip.current;
    if (!el || !el.clientWidth) return;
    const i = Math.round(el.scrollLeft / el.clientWidth);
    if (i !== current && i >= 0 && i < photos.length) setCurrent(i);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') show(current + 1);
    else if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'Home') show(0);
    else if (event.key === 'End') show(photos.length - 1);
    else return;
    event.preventDefault();
  };

  if (!photos.length) {
    return (
      <div className="flex aspect-[8/5] items-center justify-center rounded-[calc(var(--radius-card)*1.4)] bg-surface text-primary shadow-lift">
        <LibraryIcon size={72} />
      </div>
    );
  }
  const many = photos.length > 1;
  return (
    <section aria-roledescription="carousel" aria-label={t('gallery.photos', { name })} data-testid="library-gallery">
      <div className="relative overflow-hidden rounded-[calc(var(--radius-card)*1.4)] bg-surface shadow-lift">
        <ul
          ref={strip}
          role="list"
          tabIndex={many ? 0 : undefined}
          aria-label={many ? t('gallery.arrowKeys') : undefined}
          onScroll={onScroll}
          onKeyDown={many ? onKeyDown : undefined}
          className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] focus-visible:ring-3 focus-visible:ring-primary/50 focus-visible:outline-none [&::-webkit-scrollbar]:hidden"
          data-testid="library-gallery-strip"
        >
          {photos.map((src, i) => (
            <li key={src} className="w-full shrink-0 snap-center" aria-roledescription="slide" aria-label={t('gallery.slide', { index: i + 1, total: photos.length })} aria-hidden={i !== current}>
              <img src={src} alt={alt(i)} width={800} height={500} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" className="aspect-[8/5] h-auto w-full object-cover" draggable={false} />
            </li>
          ))}
        </ul>
        {many ? (
          <>
            <button type="button" onClick={() => show(current - 1)} disabled={current === 0} className={`${roundButton} left-3`} aria-label={t('gallery.previous')} data-testid="gallery-previous">
              <ChevronLeftIcon size={22} />
            </button>
            <button type="button" onClick={() => show(current + 1)} disabled={current === photos.length - 1} className={`${roundButton} right-3`} aria-label={t('gallery.next')} data-testid="gallery-next">
              <ChevronRightIcon size={22} />
            </button>
            <p className="absolute right-3 bottom-3 rounded-full bg-ink/75 px-3 py-1 text-sm font-semibold text-white" aria-live="polite" data-testid="gallery-position">
              {current + 1} / {photos.length}
            </p>
          </>
        ) : null}
      </div>
      {many ? (
        <ul role="list" className="mt-3 flex gap-2" aria-label={t('gallery.choose')}>
          {photos.map((src, i) => (
            <li key={src} className="w-20 sm:w-24">
              <button
                type="button"
                onClick={() => show(i)}
                aria-label={t('gallery.show', { index: i + 1, total: photos.length })}
                aria-current={i === current ? 'true' : undefined}
                data-testid="gallery-thumb"
                className={`block w-full overflow-hidden rounded-xl border-2 transition focus-visible:ring-3 focus-visible:ring-primary/40 focus-visible:outline-none ${
                  i === current ? 'border-primary' : 'border-transparent opacity-75 hover:opacity-100'
                }`}
              >
                <img src={src} alt="" width={96} height={60} loading="lazy" decoding="async" className="aspect-[8/5] h-auto w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
