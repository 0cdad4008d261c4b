import { LIVE_KINDS, type TLiveKind } from '@commonshelf/shared/live/live-rules';

export const LIVE_PAGE_SIZE = 12;

export type LiveQuery = { when: 'upcoming' | 'past'; kind: TLiveKind | null; page: number };

/** `/live?when=past&kind=webinar&page=2`; anything unknown falls back to the default. */
export function parseLiveQuery(params: URLSearchParams): LiveQuery {
  const when = params.get('when') === 'past' ? 'past' : 'upcoming';
  const k = params.get('kind');
  const kind = (LIVE_KINDS as readonly string[]).includes(k ?? '') ? (k as TLiveKind) : null;
  const page = Number(params.get('page'));
  return { when, kind, page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The query string of a view, leaving defaults out. */
export function liveSearch(q: LiveQuery): string {
  const p = new URLSearchParams();
  if (q.when === 'past') p.set('when', 'past');
  if (q.kind) p.set('kind', q.kind);
  if (q.page > 1) p.set('page', String(q.page));
  const s = p.toString();
  return s ? `?${s}` : '';
}
