import { z } from 'zod';

/**
 * The book reader: what it gets to show a book (its pages, or the address of its PDF or EPUB file),
 * where a reader is in it, and the recording of a reading (what the impact counts).
 */

export const READER_FORMATS = ['pages', 'pdf', 'epub'] as const;
export type TReaderFormat = (typeof READER_FORMATS)[number];

export const READER_LIMITS = { page: 100_000, cfi: 1000, visitor: 64 } as const;

/** Where a reader is: a page number (page books, PDF), an EPUB location, and how far through (0–1). */
export const ZReadingPosition = z
  .object({
    page: z.number().int('The page must be a whole number.').min(1, 'The page must be 1 or more.').max(READER_LIMITS.page, 'This page does not exist.').optional(),
    cfi: z
      .string()
      .max(READER_LIMITS.cfi, 'This location is too long.')
      .regex(/^epubcfi\(.+\)$/, 'This is not an EPUB location.')
      .optional(),
    progress: z.number().min(0, 'Progress must be between 0 and 1.').max(1, 'Progress must be between 0 and 1.').optional(),
  })
  .strict()
  .refine((p) => p.page !== undefined || p.cfi !== undefined, { message: 'Give a page or an EPUB location.', path: ['page'] });
export type TReadingPosition = z.infer<typeof ZReadingPosition>;

export const ZReaderPage = z.object({ page_no: z.number().int(), text: z.string(), image: z.string().nullable() });
export type TReaderPage = z.infer<typeof ZReaderPage>;

/** `GET /api/books/:id/read/`: everything the reader needs to open a book. */
export const ZReaderBook = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  authors: z.array(z.string()),
  illustrator: z.string().nullable(),
  language: z.string(),
  license: z.string(),
  cover: z.string().nullable(),
  format: z.enum(READER_FORMATS),
  /** The PDF or EPUB file (same origin, range requests supported); null for page books. */
  file_url: z.string().nullable(),
  file_size: z.number().int().nullable(),
  /** Page books: their pages in order; empty for files. */
  pages: z.array(ZReaderPage),
  /** The signed-in reader's saved position; null for visitors and first readings. */
  position: ZReadingPosition.nullable(),
});
export type TReaderBook = z.infer<typeof ZReaderBook>;

export const ZReadingPositionResult = z.object({ position: ZReadingPosition.nullable(), updated_at: z.string().nullable() });
export type TReadingPositionResult = z.infer<typeof ZReadingPositionResult>;

/** `POST /api/books/:id/reads/`: a visitor sends the id its browser keeps for this visit. */
export const ZReadCreate = z
  .object({ visitor: z.string().regex(/^[A-Za-z0-9-]{8,64}$/, 'This visitor id is not valid.').optional() })
  .strict();
export const ZReadResult = z.object({ counted: z.boolean() });
export type TReadResult = z.infer<typeof ZReadResult>;

/** Book ids in reader addresses: the number, or the slug. */
export const ZReaderBookParams = z.object({ id: z.string().min(1).max(200) });
