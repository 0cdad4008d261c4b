import { z } from 'zod';

/**
 * The Dear World book (`/dear-world-book`): letters from the letter challenge that the platform
 * admin chose, read online on every site. Students appear by their first name only;
 * the school and country are shown where they are known.
 */

export const DEAR_WORLD_BOOK = {
  title: 'Dear World',
  subtitle: 'Letters from children who want to change it',
  intro:
    'Every letter in this book was written by a child who noticed something that should change — a dangerous road, a playground without shade, a river full of plastic — and decided to do something about it. They wrote to mayors, head teachers, ministers and companies.\n\n' +
    'The letters are printed as their authors wrote them, in the order they were chosen. Children are named by their first name only.',
} as const;

/** A file sent with a letter (a drawing, a photo of a handwritten page, a document). */
export const ZDearWorldAttachment = z.object({
  url: z.string(),
  name: z.string(),
  type: z.string(),
  is_image: z.boolean(),
});
export type TDearWorldAttachment = z.infer<typeof ZDearWorldAttachment>;

export const ZDearWorldAuthor = z.object({
  /** A student by first name only ("Amara"); an adult by their name. */
  name: z.string(),
  /** The school (site) the letter was written on; null for the main site. */
  school: z.string().nullable(),
  /** ISO 3166-1 alpha-2, when the author's account has one. */
  country: z.string().nullable(),
});
export type TDearWorldAuthor = z.infer<typeof ZDearWorldAuthor>;

export const ZDearWorldLetter = z.object({
  id: z.string(),
  /** Its place in the book, from 1. */
  number: z.number().int(),
  author: ZDearWorldAuthor,
  text: z.string().nullable(),
  attachment: ZDearWorldAttachment.nullable(),
  chosen_at: z.string(),
});
export type TDearWorldLetter = z.infer<typeof ZDearWorldLetter>;

/** `GET /api/dear-world-book/`: the front matter and every chosen letter. */
export const ZDearWorldBook = z.object({
  title: z.string(),
  subtitle: z.string(),
  /** Paragraphs separated by blank lines. */
  intro: z.string(),
  letters_count: z.number().int(),
  /** The schools the letters come from, by name. */
  schools: z.array(z.string()),
  /** The countries the letters come from (ISO codes), where known. */
  countries: z.array(z.string()),
  /** The letter challenge as this site shows it, inviting readers to write theirs; null when the site has none. */
  challenge: z.object({ slug: z.string(), title: z.string(), open: z.boolean() }).nullable(),
  letters: z.array(ZDearWorldLetter),
});
export type TDearWorldBook = z.infer<typeof ZDearWorldBook>;

export const DEAR_WORLD_MSG = {
  letterNotFound: 'We couldn’t find this letter in the Dear World book.',
} as const;
