import { z } from 'zod';

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

/** Query of `GET /api/books/`. */
export const ZBookListQuery = z.object({
  featured: z.enum(['true', 'false']).optional(),
  mode: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
