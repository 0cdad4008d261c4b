import '@fontsource/atkinson-hyperlegible/400.css';
import '@fontsource/atkinson-hyperlegible/700.css';
import '../reader.css';
import type { TReaderBook, TReadingPosition } from '@commonshelf/shared/library/reader.schemas';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type TouchEvent as ReactTouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { buttonClass, iconButtonClass } from '../../../components/ui/button';
import { ArrowLeftIcon, BookIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { ErrorState, StateMessage } from '../../../components/ui/state-message';
import { useInertOutside } from '../../../lib/use-inert-outside';
import { selectSession, selectUser } from '../../../lib/session.slice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGetReaderBookQuery, useRecordReadMutation, useSaveReadingPositionMutation } from '../api/reader.api';
import { readLocalPosition, samePosition, visitId, writeLocalPosition } from '../reader-position';
import { readReaderSettings, readerTheme, writeReaderSettings, type ReaderSettings } from '../reader-settings';
import { DisplaySettings } from './display-settings';
import { EpubView } from './epub-view';
import { PagesView } from './pages-view';
import { PdfView } from './pdf-view';
import { ReadAloud } from './read-aloud';
import { FitIcon, FullscreenIcon, TextSettingsIcon, ZoomInIcon, ZoomOutIcon } from './reader-icons';
import type { ReaderLocation, ViewHandle } from './view-types';

const ZOOM = { min: 0.5, max: 3, step: 0.25 } as const;
const SAVE_DELAY_MS = 800;

/** `/library/:id/read`: the book reader, over the whole window. */
export function ReaderPage() {
  const { t } = useTranslation('reader');
  const { id = '' } = useParams();
  const user = useSelector(selectUser);
  const book = useGetReaderBookQuery({ id, viewer: user?.id ?? null });
  useDocumentTitle(book.data ? t('documentTitle', { title: book.data.title }) : null);

  if (book.data) return <Reader key={`${book.data.id}:${user?.id ?? ''}`} book={book.data} signedIn={user !== null} />;
  const notFound = book.error && 'status' in book.error && book.error.status === 404;
  return (
    <div className="mx-auto max-w-xl px-4 py-16" data-testid="reader-state">
      {book.isLoading || book.isFetching ? (
        <div className="flex justify-center py-10" role="status" aria-label={t('opening')}>
          <Spinner className="size-8" />
        </div>
      ) : notFound ? (
        <StateMessage
          icon={<BookIcon size={24} />}
          title={t('notFound')}
          action={
            <Link to="/library" className={buttonClass('secondary', 'sm')}>
              {t('backToLibrary')}
            </Link>
          }
        />
      ) : (
        <ErrorState what={t('thisBook')} onRetry={() => void book.refetch()} retrying={book.isFetching} />
      )}
    </div>
  );
}

/**
 * An admin's look at a book in any status (the library admins' view-book page): nothing is
 * counted as a reading and no position is kept; the back button returns to `back`.
 */
export type ReaderPreview = { back: string; backLabel: string };

export function Reader({ book, signedIn, preview }: { book: TReaderBook; signedIn: boolean; preview?: ReaderPreview }) {
  const { t } = useTranslation('reader');
  const { access } = useSelector(selectSession);
  const [settings, setSettings] = useState<ReaderSettings>(() => readReaderSettings());
  const theme = useMemo(() => readerTheme(settings), [settings]);
  const [zoom, setZoom] = useState(1);
  const [loc, setLoc] = useState<ReaderLocation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [panel, setPanel] = useState(false);
  const [initial] = useState<TReadingPosition | null>(() => {
    const kept = preview ? null : signedIn ? book.position : readLocalPosition(book.id);
    // A book read to its last page opens at its start again, as a finished book is picked up anew.
    return kept?.page && book.pages.length > 1 && kept.page >= book.pages.length ? null : kept;
  });
  const [resumeNotice, setResumeNotice] = useState(() => Boolean(initial && ((initial.page ?? 1) > 1 || initial.cfi)));
  const [fullscreen, setFullscreen] = useState(false);
  const handle = useRef<ViewHandle | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // The page under the reader is out of reach of Tab and of screen readers while it is open.
  useInertOutside(root);
  const panelId = useId();
  const dark = settings.dark;

  useEffect(() => writeReaderSettings(settings), [settings]);

  // The page behind the reader must not scroll under it.
  useEffect(() => {
    const before = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = before;
    };
  }, []);

  // One reading per opening (the server ignores reloads within the hour).
  const [recordRead] = useRecordReadMutation();
  const recorded = useRef(false);
  useEffect(() => {
    if (recorded.current || preview) return;
    recorded.current = true;
    void recordRead({ id: book.id, visitor: signedIn ? undefined : visitId() });
  }, [book.id, recordRead, signedIn, preview]);

  // Where the reader is: to the server for a signed-in reader (debounced), else this browser.
  const [savePosition] = useSaveReadingPositionMutation();
  const saved = useRef<TReadingPosition | null>(initial);
  const pending = useRef<TReadingPosition | null>(null);
  const flush = useCallback(
    (keepalive = false) => {
      const position = pending.current;
      if (!position || preview) return;
      pending.current = null;
      saved.current = position;
      if (!signedIn) return writeLocalPosition(book.id, position);
      if (keepalive && access) {
        // The page is going away: a request that outlives it.
        void fetch(`/api/books/${book.id}/position/`, {
          method: 'PUT',
          keepalive: true,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${access}` },
          body: JSON.stringify(position),
        }).catch(() => undefined);
      } else void savePosition({ id: book.id, position });
    },
    [access, book.id, savePosition, signedIn, preview],
  );
  useEffect(() => {
    if (!loc) return;
    // Back at the saved place (forward then back again before the save): nothing is left to save,
    // or leaving the page would save the place passed through instead.
    if (samePosition(saved.current, loc.position)) {
      pending.current = null;
      return;
    }
    pending.current = loc.position;
    const timer = window.setTimeout(() => flush(), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loc, flush]);
  useEffect(() => {
    const onHide = () => flush(true);
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      flush();
    };
  }, [flush]);

  const onLocation = useCallback(
    (next: ReaderLocation) => {
      setLoc(next);
      // Once the reader turns a page, "Continuing from page N" has said what it had to say.
      if (next.position.page !== undefined && initial?.page !== undefined && next.position.page !== initial.page) setResumeNotice(false);
    },
    [initial],
  );
  const onError = useCallback((message: string) => setError(message), []);
  const next = useCallback(() => handle.current?.next(), []);
  const prev = useCallback(() => handle.current?.prev(), []);
  const onKey = useCallback(
    (key: string) => {
      if (key === 'ArrowRight' || key === 'PageDown') next();
      else if (key === 'ArrowLeft' || key === 'PageUp') prev();
    },
    [next, prev],
  );

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      if (e.key === 'Escape' && panel) return setPanel(false);
      if (['ArrowRight', 'PageDown', 'ArrowLeft', 'PageUp'].includes(e.key)) {
        e.preventDefault();
        onKey(e.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onKey, panel]);

  const touch = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (e: ReactTouchEvent) => {
    const finger = e.changedTouches[0];
    touch.current = finger ? { x: finger.clientX, y: finger.clientY } : null;
  };
  const onTouchEnd = (e: ReactTouchEvent) => {
    const finger = e.changedTouches[0];
    const start = touch.current;
    touch.current = null;
    if (!finger || !start || zoom > 1) return;
    const dx = finger.clientX - start.x;
    if (Math.abs(dx) > 50 && Math.abs(dx) > Math.abs(finger.clientY - start.y) * 1.5) (dx < 0 ? next : prev)();
  };
  const onSwipe = useCallback((direction: 'next' | 'prev') => (direction === 'next' ? next() : prev()), [next, prev]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled;
  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void root.current?.requestFullscreen().catch(() => undefined);
  };

  const bar = dark ? 'border-white/10 bg-[#1f2329] text-white' : 'border-line bg-surface text-ink';
  const icon = `${iconButtonClass} ${dark ? 'text-white hover:bg-white/15' : ''}`;
  const viewProps = { book, initial, zoom, settings, theme, handleRef: handle, onLocation, onError, onKey, onSwipe };
  const resumeText = initial?.page ? t('resumePage', { page: initial.page }) : t('resume');

  return (
    <div
      ref={root}
      className="cs-reader fixed inset-0 z-50 flex flex-col"
      style={{ background: theme.background, color: theme.color }}
      data-testid="reader"
      data-format={book.format}
      data-dark={dark ? 'true' : 'false'}
      data-font={settings.font}
      data-tint={settings.tint}
    >
      <header className={`relative flex flex-wrap items-center gap-x-1 gap-y-1 border-b px-2 py-1.5 ${bar}`}>
        <Link to={preview?.back ?? `/library/${book.id}`} className={icon} aria-label={preview?.backLabel ?? t('backToBook', { title: book.title })} data-testid="reader-back">
          <ArrowLeftIcon />
        </Link>
        <div className="min-w-0 flex-1 px-1">
          <h1 lang={book.language} className="truncate text-sm font-semibold sm:text-base">{book.title}</h1>
          <p className={`truncate text-xs ${dark ? 'text-white/70' : 'text-ink-muted'}`}>{book.authors.join(', ')}</p>
        </div>
        <div className="order-last flex w-full items-center justify-center gap-1 sm:order-none sm:w-auto" role="toolbar" aria-label={t('tools')}>
          <button type="button" className={icon} aria-label={t('zoomOut')} title={t('zoomOut')} disabled={zoom <= ZOOM.min} onClick={() => setZoom((z) => Math.max(ZOOM.min, z - ZOOM.step))}>
            <ZoomOutIcon />
          </button>
          <span className="w-12 text-center text-xs tabular-nums" aria-live="polite" data-testid="reader-zoom">
            {Math.round(zoom * 100)}%
          </span>
          <button type="button" className={icon} aria-label={t('zoomIn')} title={t('zoomIn')} disabled={zoom >= ZOOM.max} onClick={() => setZoom((z) => Math.min(ZOOM.max, z + ZOOM.step))}>
            <ZoomInIcon />
          </button>
          <button type="button" className={icon} aria-label={t('fit')} title={t('fit')} onClick={() => setZoom(1)}>
            <FitIcon />
          </button>
          <ReadAloud text={loc?.text ?? ''} lang={book.language} atEnd={loc?.atEnd ?? true} onPageRead={next} dark={dark} />
        </div>
        <button
          type="button"
          className={icon}
          aria-label={t('displaySettings')}
          title={t('displaySettings')}
          aria-expanded={panel}
          aria-controls={panel ? panelId : undefined}
          onClick={() => setPanel((p) => !p)}
        >
          <TextSettingsIcon />
        </button>
        {canFullscreen && (
          <button type="button" className={icon} aria-label={fullscreen ? t('leaveFullscreen') : t('fullscreen')} title={fullscreen ? t('leaveFullscreen') : t('fullscreen')} onClick={toggleFullscreen}>
            <FullscreenIcon exit={fullscreen} />
          </button>
        )}
        {panel && <DisplaySettings id={panelId} settings={settings} onChange={setSettings} onClose={() => setPanel(false)} />}
      </header>

      {resumeNotice && (
        <div className={`flex flex-wrap items-center justify-center gap-2 border-b px-3 py-2 text-sm ${bar}`} data-testid="reader-resume">
          <span>{resumeText}</span>
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => {
              handle.current?.restart();
              setResumeNotice(false);
            }}
          >
            {t('restart')}
          </button>
          <button type="button" className={icon} aria-label={t('dismiss')} onClick={() => setResumeNotice(false)}>
            <CloseIcon size={16} />
          </button>
        </div>
      )}

      {/* A region, not a second <main>: the page's layout already has the one main landmark. */}
      <section lang={book.language} className="relative min-h-0 flex-1" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd} aria-label={t('bookRegion', { title: book.title })}>
        {error ? (
          <div className="mx-auto max-w-md p-8" role="alert">
            <StateMessage title={error}>{t('errorDetail')}</StateMessage>
          </div>
        ) : book.format === 'pdf' ? (
          <PdfView {...viewProps} />
        ) : book.format === 'epub' ? (
          <EpubView {...viewProps} />
        ) : (
          <PagesView {...viewProps} />
        )}
      </section>

      <footer className={`flex items-center gap-2 border-t px-2 py-2 ${bar}`}>
        <button type="button" className={buttonClass(dark ? 'on-primary' : 'secondary', 'sm')} onClick={prev} disabled={!loc || loc.atStart} aria-label={t('previousPage')}>
          <ChevronLeftIcon size={18} />
          <span className="hidden sm:inline">{t('previous')}</span>
        </button>
        <div className="min-w-0 flex-1 text-center">
          <p className="text-sm font-semibold tabular-nums" data-testid="reader-page-label">
            {loc?.label ?? '…'}
          </p>
          <div
            className={`mx-auto mt-1 h-1.5 max-w-md overflow-hidden rounded-full ${dark ? 'bg-white/15' : 'bg-black/10'}`}
            role="progressbar"
            aria-label={t('progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round((loc?.progress ?? 0) * 100)}
          >
            <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round((loc?.progress ?? 0) * 100)}%` }} />
          </div>
        </div>
        <button type="button" className={buttonClass(dark ? 'on-primary' : 'secondary', 'sm')} onClick={next} disabled={!loc || loc.atEnd} aria-label={t('nextPage')}>
          <span className="hidden sm:inline">{t('next')}</span>
          <ChevronRightIcon size={18} />
        </button>
      </footer>
      <p className="sr-only" role="status" aria-live="polite" data-testid="reader-announcer">
        {loc?.label ?? ''}
      </p>
    </div>
  );
}
