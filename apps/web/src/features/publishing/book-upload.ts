import type { TMyBook } from '@commonshelf/shared/library/publishing.schemas';
import i18next from 'i18next';
import { apiRequest } from '../../lib/api-client';
import { selectSession, type SessionState } from '../../lib/session.slice';
import { postForm, UploadNetworkError, type ProgressListener } from '../bulk-enrolment/upload';
import { publishingApi } from './api/publishing.api';

export type BookUploadAnswer<B = TMyBook> = { ok: true; book: B } | { ok: false; message: string; fields: Record<string, string[]> };

/**
 * Sends a book's form (details as JSON in `meta`, the file, cover and page pictures) with upload
 * progress; a new book is POSTed to the list, an edit to the book. An expired token is renewed
 * once through a cheap authenticated call and the upload sent again. `list` is the API's list of
 * books the form goes to (the library admins' is `/api/admin/books/`).
 */
export async function sendBookForm<B = TMyBook>(
  store: { getState: () => unknown; dispatch: (a: unknown) => unknown },
  args: { id?: number | undefined; form: FormData; onProgress: ProgressListener; signal?: AbortSignal; list?: string },
): Promise<BookUploadAnswer<B>> {
  const list = args.list ?? '/api/publishing/books/';
  const url = args.id ? `${list}${args.id}/` : list;
  const attempt = () => {
    const { access } = selectSession(store.getState() as { session: SessionState });
    return postForm({ url, form: args.form, token: access, onProgress: args.onProgress, signal: args.signal });
  };
  try {
    let answer = await attempt();
    if (answer.status === 401 && selectSession(store.getState() as { session: SessionState }).user) {
      const renewed = await apiRequest('/publishing/options/', {
        dispatch: store.dispatch as never,
        getState: store.getState,
        signal: args.signal ?? new AbortController().signal,
        extra: undefined,
      });
      if (!renewed.error) {
        args.onProgress(0);
        answer = await attempt();
      }
    }
    const body = (answer.body ?? {}) as Record<string, unknown>;
    if (answer.status === 200 || answer.status === 201) {
      store.dispatch(publishingApi.util.invalidateTags(['MyUploads', 'ReviewQueue', 'Books']));
      return { ok: true, book: body as unknown as B };
    }
    const fields: Record<string, string[]> = {};
    for (const [k, v] of Object.entries(body)) if (k !== 'error' && Array.isArray(v)) fields[k] = v.map(String);
    const message =
      typeof body.error === 'string' ? body.error : answer.status === 413 ? i18next.t('publishing:book.tooLarge') : i18next.t('publishing:book.uploadFailed');
    return { ok: false, message, fields };
  } catch (error) {
    if (error instanceof UploadNetworkError) return { ok: false, message: i18next.t('publishing:book.unreached'), fields: {} };
    throw error;
  }
}
