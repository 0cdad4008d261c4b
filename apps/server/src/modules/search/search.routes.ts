import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZCombinedSearchPage, ZCombinedSearchQuery, type TSearchResult } from '@commonshelf/shared/library/search.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaUrl } from '../../lib/media.js';
import { pageLinks } from '../../lib/pagination.js';
import { bookMediaUrl, storyMediaUrl } from '../library-media/media-urls.js';
import { combinedSearch, type SearchRow } from './search.repository.js';

const COURSE_PAGES: Record<string, string> = {
  course: '/course',
  hub: '/hubs',
  teacher_training: '/teacher-training-course',
  challenge: '/course',
};

/** The web app's page of a search result. */
export function resultUrl(row: Pick<SearchRow, 'type' | 'id' | 'slug' | 'kind'>): string {
  const slug = encodeURIComponent(row.slug);
  switch (row.type) {
    case 'book':
      return `/library/${row.id}`;
    case 'story':
      return `/library/story-${slug}`;
    case 'course':
      return `${COURSE_PAGES[row.kind ?? 'course'] ?? '/course'}/${slug}`;
    case 'charity':
      return `/charities/${slug}`;
  }
}

/** Books' and stories' pictures leave through their authorising routes; the rest are public media. */
function imageUrl(row: SearchRow): string | null {
  if (row.type === 'book') return bookMediaUrl(row.id, row.image);
  if (row.type === 'story') return storyMediaUrl(row.id, row.image);
  return mediaUrl(row.image);
}

const present = (row: SearchRow): TSearchResult => ({
  type: row.type,
  id: row.id,
  title: row.title,
  url: resultUrl(row),
  snippet: row.snippet.length >= 240 ? `${row.snippet.replace(/\s+\S*$/, '')}…` : row.snippet,
  image: imageUrl(row),
});

/** `GET /api/combined/?search=`: books, stories, courses and charities of this site in one ranked list. */
const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/combined/',
    { config: { publicCache: true }, schema: { querystring: ZCombinedSearchQuery, response: { 200: ZCombinedSearchPage, 400: ZApiError } } },
    async (request) => {
      const { search, type, limit, offset } = request.query;
      const { rows, counts } = await request.withTenant((tx) => combinedSearch(tx, search, type, limit, offset), { readOnly: 'replica' });
      const count = type ? counts[type] : counts.book + counts.story + counts.course + counts.charity;
      return { count, ...pageLinks(request, count, limit, offset), counts, results: rows.map(present) };
    },
  );
};
export default searchRoutes;
