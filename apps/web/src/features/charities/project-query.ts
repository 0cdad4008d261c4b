import { positiveInt, SEARCH_MAX_LENGTH } from '../../lib/filter-query';

/** The projects list's filters as the URL keeps them: `?search=&charity=&page=`. */
export type ProjectQuery = { search: string; charity: string; page: number };

export function parseProjectQuery(params: URLSearchParams): ProjectQuery {
  const charity = (params.get('charity') ?? '').trim();
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    charity: /^[a-z0-9-]{1,200}$/i.test(charity) ? charity : '',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The URL query for the filters, without defaults (`?charity=yachay-warmi`), or '' for none. */
export function projectSearch(q: ProjectQuery): string {
  const params = new URLSearchParams();
  if (q.search) params.set('search', q.search);
  if (q.charity) params.set('charity', q.charity);
  if (q.page > 1) params.set('page', String(q.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}
