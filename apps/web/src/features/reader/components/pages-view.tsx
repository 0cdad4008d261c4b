import { useEffect, useImperativeHandle, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageLabel } from '../reader-position';
import type { ViewProps } from './view-types';

/** A picture book: one page at a time, its picture above its text. */
export function PagesView({ book, initial, zoom, theme, handleRef, onLocation }: ViewProps) {
  const { t } = useTranslation('reader');
  const total = book.pages.length;
  const [index, setIndex] = useState(() => Math.min(Math.max((initial?.page ?? 1) - 1, 0), Math.max(total - 1, 0)));

  useImperativeHandle(
    handleRef,
    () => ({
      next: () => setIndex((i) => Math.min(i + 1, total - 1)),
      prev: () => setIndex((i) => Math.max(i - 1, 0)),
      restart: () => setIndex(0),
    }),
    [total],
  );

  const page = book.pages[index];
  useEffect(() => {
    if (!page) return;
    onLocation({
      position: { page: index + 1, progress: total > 1 ? index / (total - 1) : 1 },
      label: pageLabel(index + 1, total),
      progress: total > 1 ? index / (total - 1) : 1,
      atStart: index === 0,
      atEnd: index === total - 1,
      text: page.text,
    });
  }, [index, page, total, onLocation]);

  if (!page) return <p className="p-8 text-center">{t('noPages')}</p>;
  return (
    <div className="h-full overflow-auto" data-testid="reader-pages">
      <article
        lang={book.language}
        className="mx-auto flex min-h-full max-w-3xl flex-col items-center justify-center gap-6 px-5 py-8"
        style={{ fontFamily: theme.fontFamily, lineHeight: theme.lineHeight, letterSpacing: theme.letterSpacing, wordSpacing: theme.wordSpacing }}
      >
        {page.image && (
          <img
            src={page.image}
            alt={t('illustration', { page: page.page_no })}
            className="max-h-[50vh] w-auto max-w-full rounded-2xl object-contain"
            style={{ transform: `scale(${zoom})`, transformOrigin: 'top center' }}
          />
        )}
        <p className="max-w-prose text-center" style={{ fontSize: `${1.375 * zoom}rem` }} data-testid="reader-page-text">
          {page.text}
        </p>
      </article>
    </div>
  );
}
