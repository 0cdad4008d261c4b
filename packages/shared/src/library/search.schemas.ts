import { z } from 'zod';
import { SEARCH_TYPES, type TSearchType } from './search-types.js';

export { SEARCH_TYPES, type TSearchType };
export const SEARCH_TYPE_LABELS: Record<TSearchType, string> = { book: 'Books', story: 'Stories', course: 'Courses', charity: 'Charities' };

/** Query of `GET /api/combined/`. */
export const ZCombinedSearchQuery = z.object({
  search: z
    .string({ error: 'Type something to search for.' })
    .trim()
    .min(1, 'Type something to search for.')
    .max(200, 'Search for at most 200 characters.'),
  type: z.enum(SEARCH_TYPES, { error: 'Choose books, stories, courses or charities.' }).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TCombinedSearchQuery = z.infer<typeof ZCombinedSearchQuery>;

export const ZSearchResult = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.number().int(),
  title: z.string(),
  /** The web app's path of the item. */
  url: z.string(),
  snippet: z.string(),
  image: z.string().nullable(),
});
export type TSearchResult = z.infer<typeof ZSearchResult>;

export const ZCombinedSearchPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  /** Matches per type, whatever `type` filters. */
  counts: z.object({ book: z.number().int(), story: z.number().int(), course: z.number().int(), charity: z.number().int() }),
  results: z.array(ZSearchResult),
});
export type TCombinedSearchPage = z.infer<typeof ZCombinedSearchPage>;
