import type { TReadingPosition } from '@commonshelf/shared/library/reader.schemas';
import i18next from 'i18next';
import { getLocalStorage, getSessionStorage, isRecord, readJson, type StorageLike } from '../../lib/storage';

/** Visitors' positions stay in this browser, one key per book (storage is per site already). */
export const localPositionKey = (bookId: number) => `cs.reader.position.${bookId}`;

/** A stored position, or null when there is none or it is not a valid one. */
export function parsePosition(raw: unknown): TReadingPosition | null {
  if (!isRecord(raw)) return null;
  const out: TReadingPosition = {};
  if (typeof raw.page === 'number' && Number.isInteger(raw.page) && raw.page >= 1) out.page = raw.page;
  if (typeof raw.cfi === 'string' && /^epubcfi\(.+\)$/.test(raw.cfi) && raw.cfi.length <= 1000) out.cfi = raw.cfi;
  if (typeof raw.progress === 'number' && raw.progress >= 0 && raw.progress <= 1) out.progress = raw.progress;
  return out.page !== undefined || out.cfi !== undefined ? out : null;
}

export function readLocalPosition(bookId: number, storage: StorageLike | null = getLocalStorage()): TReadingPosition | null {
  return parsePosition(readJson(storage, localPositionKey(bookId)));
}

export function writeLocalPosition(bookId: number, position: TReadingPosition, storage: StorageLike | null = getLocalStorage()): void {
  try {
    storage?.setItem(localPositionKey(bookId), JSON.stringify(position));
  } catch {
    // Storage full or blocked: the position is simply not kept.
  }
}

/** Whether two positions name the same place (so an unchanged one is not saved again). */
export function samePosition(a: TReadingPosition | null, b: TReadingPosition | null): boolean {
  return (a?.page ?? null) === (b?.page ?? null) && (a?.cfi ?? null) === (b?.cfi ?? null);
}

const VISITOR_KEY = 'cs.reader.visit';

/** An id for this visit (the tab's session), so a visitor's reloads count as one reading. */
export function visitId(storage: StorageLike | null = getSessionStorage()): string | undefined {
  try {
    const have = storage?.getItem(VISITOR_KEY);
    if (have && /^[A-Za-z0-9-]{8,64}$/.test(have)) return have;
    const id = crypto.randomUUID();
    storage?.setItem(VISITOR_KEY, id);
    return id;
  } catch {
    return undefined;
  }
}

/** What the toolbar says about where the reader is. */
export function pageLabel(page: number, total: number | null): string {
  return total ? i18next.t('reader:pageOf', { page, total }) : i18next.t('reader:page', { page });
}

/** Percent through, for EPUBs whose pages depend on the screen. */
export function percentLabel(progress: number | null | undefined): string {
  return i18next.t('reader:percentRead', { percent: Math.round(Math.max(0, Math.min(1, progress ?? 0)) * 100) });
}
