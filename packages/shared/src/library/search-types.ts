/**
 * The kinds of item the combined search finds. Kept apart from `search.schemas.ts` (which builds
 * Zod schemas when loaded) so the web app's header can use them without bringing Zod to every page.
 */
export const SEARCH_TYPES = ['book', 'story', 'course', 'charity'] as const;
export type TSearchType = (typeof SEARCH_TYPES)[number];
