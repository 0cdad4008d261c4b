import ePub, { type Book, type Contents, type Location, type Rendition } from 'epubjs';
import readableFontUrl from '@fontsource/atkinson-hyperlegible/files/atkinson-hyperlegible-latin-400-normal.woff2?url';
import i18next from 'i18next';
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { rangeText } from '../range-text';
import { percentLabel } from '../reader-position';
import type { ReaderTheme } from '../reader-settings';
import type { ViewProps } from './view-types';

/** The readable font inside the book's own frame (it does not see the app's stylesheets). */
const fontFace = () =>
  `@font-face{font-family:'Atkinson Hyperlegible';font-style:normal;font-weight:400;font-display:swap;src:url(${new URL(readableFontUrl, location.href).href}) format('woff2');}`;

function applyTheme(rendition: Rendition, theme: ReaderTheme, zoom: number) {
  rendition.themes.override('color', theme.color, true);
  rendition.themes.override('background', theme.background, true);
  rendition.themes.override('font-family', theme.fontFamily, true);
  rendition.themes.override('line-height', theme.lineHeight, true);
  rendition.themes.override('letter-spacing', theme.letterSpacing, true);
  rendition.themes.override('word-spacing', theme.wordSpacing, true);
  rendition.themes.fontSize(`${Math.round(zoom * 100)}%`);
}

/** The text between two locations of the section on screen, for reading aloud. */
function visibleText(rendition: Rendition, loc: Location): string {
  try {
    const start = rendition.getRange(loc.start.cfi);
    const end = rendition.getRange(loc.end.cfi);
    if (start && end) {
      const range = start.startContainer.ownerDocument!.createRange();
      range.setStart(start.startContainer, start.startOffset);
      range.setEnd(end.endContainer, end.endOffset);
      const text = rangeText(range);
      if (text) return text;
    }
  } catch {
    // Fall back to the whole section below.
  }
  const contents = rendition.getContents() as unknown as Contents[];
  return (contents[0]?.document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** An EPUB with epub.js, paginated to the screen; the position is an EPUB location (CFI). */
export function EpubView({ book, initial, zoom, theme, handleRef, onLocation, onError, onKey, onSwipe }: ViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const [rendition, setRendition] = useState<Rendition | null>(null);
  const [ready, setReady] = useState(false);
  const latest = useRef({ theme, zoom, onLocation, onKey, onSwipe, onError });
  useLayoutEffect(() => {
    latest.current = { theme, zoom, onLocation, onKey, onSwipe, onError };
  });

  useEffect(() => {
    if (!book.file_url || !host.current) return;
    let alive = true;
    let epub: Book | null = null;
    let r: Rendition | null = null;
    let locationsReady = false;
    const report = (loc: Location) => {
      if (!alive || !r || !epub) return;
      const progress = locationsReady ? epub.locations.percentageFromCfi(loc.start.cfi) : (loc.start.percentage ?? 0);
      const sections = epub.spine ? (epub.spine as unknown as { length: number }).length : 0;
      latest.current.onLocation({
        position: { cfi: loc.start.cfi, progress: Math.min(Math.max(progress, 0), 1) },
        label: locationsReady ? percentLabel(progress) : sections
          ? i18next.t('reader:sectionOf', { section: loc.start.index + 1, total: sections })
          : i18next.t('reader:section', { section: loc.start.index + 1 }),
        progress,
        // epub.js sets these only when true.
        atStart: loc.atStart === true,
        atEnd: loc.atEnd === true,
        text: visibleText(r, loc),
      });
    };
    (async () => {
      const res = await fetch(book.file_url!, { credentials: 'same-origin' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const data = await res.arrayBuffer();
      if (!alive || !host.current) return;
      epub = ePub(data);
      r = epub.renderTo(host.current, { width: '100%', height: '100%', flow: 'paginated', spread: 'none', allowScriptedContent: false });
      r.hooks.content.register((contents: Contents) => {
        const style = contents.document.createElement('style');
        style.textContent = fontFace();
        contents.document.head.appendChild(style);
      });
      applyTheme(r, latest.current.theme, latest.current.zoom);
      r.on('relocated', report);
      r.on('keyup', (e: KeyboardEvent) => latest.current.onKey(e.key));
      let touchX: number | null = null;
      r.on('touchstart', (e: TouchEvent) => {
        touchX = e.changedTouches[0]?.clientX ?? null;
      });
      r.on('touchend', (e: TouchEvent) => {
        const x = e.changedTouches[0]?.clientX;
        if (touchX !== null && x !== undefined && Math.abs(x - touchX) > 50) latest.current.onSwipe(x < touchX ? 'next' : 'prev');
        touchX = null;
      });
      setRendition(r);
      await r.display(initial?.cfi || undefined).catch(() => r!.display());
      if (!alive) return;
      setReady(true);
      await epub.ready;
      await epub.locations.generate(600);
      locationsReady = true;
      const loc = r.currentLocation() as unknown as Location;
      if (alive && loc?.start) report(loc);
    })().catch(() => alive && latest.current.onError(i18next.t('reader:epubFailed')));
    return () => {
      alive = false;
      r?.destroy();
      epub?.destroy();
    };
  }, [book.file_url, initial?.cfi]);

  useEffect(() => {
    if (rendition) applyTheme(rendition, theme, zoom);
  }, [rendition, theme, zoom]);

  useImperativeHandle(
    handleRef,
    () => ({
      next: () => void rendition?.next(),
      prev: () => void rendition?.prev(),
      restart: () => {
        const first = (rendition?.book.spine as unknown as { first?: () => { href: string } | undefined })?.first?.();
        void rendition?.display(first?.href);
      },
    }),
    [rendition],
  );

  return (
    <div className="relative h-full" data-testid="reader-epub">
      {!ready && (
        <div className="absolute inset-0 flex items-center justify-center">
          <Spinner />
        </div>
      )}
      <div ref={host} lang={book.language} className="cs-epub mx-auto h-full max-w-3xl px-4 py-4" />
    </div>
  );
}
