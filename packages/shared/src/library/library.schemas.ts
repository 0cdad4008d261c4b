import { z } from 'zod';
import { zPage } from '../common/api.schemas.js';
import { REACTION_KINDS } from './reactions.js';

export const BOOK_LANGUAGES = { en: 'English', hi: 'Hindi', es: 'Spanish', sw: 'Swahili', fr: 'French' } as const;
export type TBookLanguage = keyof typeof BOOK_LANGUAGES;

export const ZBookCategory = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type TBookCategory = z.infer<typeof ZBookCategory>;

/** A book as lists and cards show it. */
export const ZBookCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  cover: z.string().nullable(),
  language: z.string(),
  reading_level: z.number().int(),
  category: ZBookCategory.nullable(),
  featured: z.boolean(),
  mode_id: z.number().int().nullable(),
});
export type TBookCard = z.infer<typeof ZBookCard>;

/**
 * A page of `GET /api/books/`. The server counts at most 1,000 matches past the page's offset;
 * when there are more, `count` is that many and `count_is_lower_bound` is true ("at least").
 */
export const ZBookPage = zPage(ZBookCard).extend({ count_is_lower_bound: z.boolean().optional() });
export type TBookPage = z.infer<typeof ZBookPage>;

const goal = z.coerce
  .number({ error: 'Choose a goal from 1 to 17.' })
  .int('Choose a goal from 1 to 17.')
  .min(1, 'Choose a goal from 1 to 17.')
  .max(17, 'Choose a goal from 1 to 17.');

export const READING_LEVELS = [1, 2, 3, 4] as const;
export const BOOK_LIST_FORMATS = ['pages', 'pdf', 'epub'] as const;
export const BOOK_SORTS = ['featured', 'new', 'title'] as const;

/** Query of `GET /api/books/`: the library's filters, search and page. */
export const ZBookListQuery = z.object({
  featured: z.enum(['true', 'false']).optional(),
  mode: z.coerce.number().int().positive().optional(),
  category: z.coerce.number({ error: 'Choose a category from the list.' }).int().positive('Choose a category from the list.').optional(),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}$/, 'Choose a language from the list.')
    .optional(),
  level: z.coerce
    .number({ error: 'Choose a reading level from 1 to 4.' })
    .int('Choose a reading level from 1 to 4.')
    .min(1, 'Choose a reading level from 1 to 4.')
    .max(4, 'Choose a reading level from 1 to 4.')
    .optional(),
  /** A reader's age: books whose age range includes it. */
  age: z.coerce
    .number({ error: 'Give an age from 2 to 18.' })
    .int('Give an age from 2 to 18.')
    .min(2, 'Give an age from 2 to 18.')
    .max(18, 'Give an age from 2 to 18.')
    .optional(),
  sdg: goal.optional(),
  format: z.enum(BOOK_LIST_FORMATS, { error: 'Choose a format: pages, pdf or epub.' }).optional(),
  /** Words in the title, authors or description (full-text), or a title with a typo. */
  search: z.string().trim().max(200, 'Search for at most 200 characters.').optional(),
  sort: z.enum(BOOK_SORTS).default('featured'),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TBookListQuery = z.infer<typeof ZBookListQuery>;

export { REACTION_KINDS, REACTION_LABELS, type TReactionKind } from './reactions.js';

/** One reaction kind with its count on this site, and whether the viewer gave it. */
export const ZReactionCount = z.object({ kind: z.enum(REACTION_KINDS), count: z.number().int(), reacted: z.boolean() });
export type TReactionCount = z.infer<typeof ZReactionCount>;
export const ZReactionCounts = z.object({ reactions: z.array(ZReactionCount) });

/** Body of `POST /api/books/:id/reactions/` and `/api/stories/:id/reactions/`: toggles the viewer's reaction. */
export const ZReactionToggle = z.object({
  kind: z.enum(REACTION_KINDS, { error: 'Choose one of the reactions.' }),
});

/** A book's page (`library/:id`): everything a reader sees before opening it. */
export const ZBookDetail = ZBookCard.extend({
  illustrator: z.string().nullable(),
  description: z.string(),
  age_min: z.number().int().nullable(),
  age_max: z.number().int().nullable(),
  sdgs: z.array(z.number().int()),
  license: z.string(),
  format: z.enum(BOOK_LIST_FORMATS),
  pages_count: z.number().int(),
  published_at: z.string().nullable(),
  platform_wide: z.boolean(),
  reactions: z.array(ZReactionCount),
  related: z.array(ZBookCard),
});
export type TBookDetail = z.infer<typeof ZBookDetail>;

/** What the library's filters can offer on this site (in the Switchboard mode in use). */
export const ZBookFacets = z.object({
  categories: z.array(ZBookCategory.extend({ count: z.number().int() })),
  languages: z.array(z.object({ code: z.string(), count: z.number().int() })),
  levels: z.array(z.object({ level: z.number().int(), count: z.number().int() })),
  formats: z.array(z.object({ format: z.enum(BOOK_LIST_FORMATS), count: z.number().int() })),
  total: z.number().int(),
});
export type TBookFacets = z.infer<typeof ZBookFacets>;
