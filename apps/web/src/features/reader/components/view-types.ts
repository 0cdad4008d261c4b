import type { TReaderBook, TReadingPosition } from '@commonshelf/shared/library/reader.schemas';
import type { RefObject } from 'react';
import type { ReaderSettings, ReaderTheme } from '../reader-settings';

/** Where a view is, as it tells the reader screen after every turn. */
export type ReaderLocation = {
  position: TReadingPosition;
  /** "Page 2 of 7" or "46% read". */
  label: string;
  /** 0–1, for the progress bar. */
  progress: number;
  atStart: boolean;
  atEnd: boolean;
  /** The text on screen, for reading aloud. */
  text: string;
};

/** What the toolbar and keys ask a view to do. */
export type ViewHandle = { next(): void; prev(): void; restart(): void };

export type ViewProps = {
  book: TReaderBook;
  initial: TReadingPosition | null;
  zoom: number;
  settings: ReaderSettings;
  theme: ReaderTheme;
  handleRef: RefObject<ViewHandle | null>;
  onLocation: (location: ReaderLocation) => void;
  onError: (message: string) => void;
  /** Keys and swipes that happen inside a view's own document (the EPUB frame). */
  onKey: (key: string) => void;
  onSwipe: (direction: 'next' | 'prev') => void;
};
