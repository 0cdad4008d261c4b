import { GlobalWorkerOptions, TextLayer, getDocument, type PDFDocumentProxy, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import i18next from 'i18next';
import { useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { pageLabel } from '../reader-position';
import type { ViewProps } from './view-types';

// The worker is one of our own hashed assets: same origin, so `script-src 'self'` covers it.
GlobalWorkerOptions.workerSrc = workerUrl;

/** A PDF with pdf.js: one page at a time on a canvas, with its text layer for selection and reading aloud. */
export function PdfView({ book, initial, zoom, settings, theme, handleRef, onLocation, onError }: ViewProps) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(() => Math.max(initial?.page ?? 1, 1));
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const pageBox = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const textBox = useRef<HTMLDivElement>(null);
  const total = doc?.numPages ?? 0;

  useEffect(() => {
    if (!book.file_url) return;
    const task = getDocument({ url: book.file_url, isEvalSupported: false, enableXfa: false });
    let alive = true;
    task.promise.then(
      (d) => {
        if (!alive) return;
        setDoc(d);
        setPage((p) => Math.min(p, d.numPages));
      },
      () => alive && onError(i18next.t('reader:pdfFailed')),
    );
    return () => {
      alive = false;
      void task.destroy();
    };
  }, [book.file_url, onError]);

  useImperativeHandle(
    handleRef,
    () => ({
      next: () => setPage((p) => Math.min(p + 1, total || p)),
      prev: () => setPage((p) => Math.max(p - 1, 1)),
      restart: () => setPage(1),
    }),
    [total],
  );

  // The frame's size decides the scale that fits a whole page; zoom multiplies it.
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!doc || !size || !canvas.current || !textBox.current || !pageBox.current) return;
    let alive = true;
    let render: RenderTask | null = null;
    let layer: TextLayer | null = null;
    (async () => {
      const p = await doc.getPage(page);
      if (!alive) return;
      const base = p.getViewport({ scale: 1 });
      const fit = Math.min((size.width - 16) / base.width, (size.height - 16) / base.height);
      const scale = Math.max(fit, 0.2) * zoom;
      const viewport = p.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      const c = canvas.current!;
      c.width = Math.floor(viewport.width * ratio);
      c.height = Math.floor(viewport.height * ratio);
      c.style.width = `${Math.floor(viewport.width)}px`;
      c.style.height = `${Math.floor(viewport.height)}px`;
      const box = pageBox.current!;
      box.style.width = `${Math.floor(viewport.width)}px`;
      box.style.height = `${Math.floor(viewport.height)}px`;
      box.style.setProperty('--scale-factor', String(scale));
      box.style.setProperty('--total-scale-factor', String(scale));
      render = p.render({ canvas: c, canvasContext: c.getContext('2d')!, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      const content = await p.getTextContent();
      if (!alive) return;
      const text = content.items
        .map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : ' ') : ''))
        .join('')
        .replace(/[ \t]+/g, ' ')
        .trim();
      onLocation({
        position: { page, progress: doc.numPages > 1 ? (page - 1) / (doc.numPages - 1) : 1 },
        label: pageLabel(page, doc.numPages),
        progress: doc.numPages > 1 ? (page - 1) / (doc.numPages - 1) : 1,
        atStart: page === 1,
        atEnd: page === doc.numPages,
        text,
      });
      textBox.current!.replaceChildren();
      layer = new TextLayer({ textContentSource: content, container: textBox.current!, viewport });
      await Promise.all([render.promise, layer.render()]);
    })().catch((err: unknown) => {
      if (alive && !(err instanceof Error && err.name === 'RenderingCancelledException')) onError(i18next.t('reader:pageFailed'));
    });
    return () => {
      alive = false;
      render?.cancel();
      layer?.cancel();
    };
  }, [doc, page, size, zoom, onLocation, onError]);

  const tinted = !settings.dark && settings.tint !== 'none';
  return (
    <div ref={frame} className="h-full overflow-auto p-2" data-testid="reader-pdf">
      {!doc && (
        <div className="flex h-full items-center justify-center">
          <Spinner />
        </div>
      )}
      <div
        ref={pageBox}
        lang={book.language}
        className={`cs-pdf-page ${tinted ? 'cs-tinted' : ''} ${settings.dark ? 'cs-dark' : ''} ${doc ? '' : 'hidden'}`}
        style={tinted ? { background: theme.background } : undefined}
        data-page={page}
      >
        <canvas ref={canvas} aria-hidden="true" />
        <div ref={textBox} className="textLayer" data-testid="reader-pdf-text" />
      </div>
    </div>
  );
}
