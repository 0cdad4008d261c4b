import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { courses } from '../courses/courses.table.js';
import { books } from '../library/library.table.js';
import { tenants } from '../tenants/tenants.table.js';
import { upsertProduct } from './products.repository.js';

/** Prices in minor units per currency: paise, cents, pence. */
type Prices = { INR: number; USD: number; GBP: number };

const DIGITAL: Prices = { INR: 14_900, USD: 299, GBP: 249 };
const PRINT: Prices = { INR: 49_900, USD: 1_299, GBP: 999 };

/** Demo books sold as an e-book and as a printed, posted copy. */
export const DEMO_BOOK_EDITIONS: { book: string; blurb: string; digital?: Prices; print?: Prices }[] = [
  { book: 'the-mango-tree-that-waited', blurb: 'A patient mango tree, a curious girl and a summer of waiting.' },
  { book: 'amaras-long-water-walk', blurb: 'Amara walks for water every morning, until her village builds a well.', print: { INR: 54_900, USD: 1_399, GBP: 1_099 } },
  { book: 'sara-and-the-solar-lamp', blurb: 'How one solar lamp changed homework time for a whole street.' },
  { book: 'the-seed-library', blurb: 'A library that lends seeds instead of books, and the garden it grows.' },
  { book: 'dear-mayor-love-thandi', blurb: 'Thandi writes to her mayor about the broken swings, and gets an answer.', digital: { INR: 9_900, USD: 199, GBP: 149 } },
];

export const DEAR_WORLD_PRODUCT = {
  slug: 'dear-world-book',
  title: 'Dear World: letters from children who want to change it',
  description:
    'The printed Dear World book: the year’s best letters from the “Write a letter and change the world” challenge, chosen from schools around the world and illustrated by the children who wrote them. Every copy sold pays for a copy sent to a school library.',
  prices: { INR: 79_900, USD: 1_999, GBP: 1_599 },
} as const;

export const TRAINING_PRODUCT = {
  slug: 'reading-aloud-that-works-training',
  course: 'reading-aloud-that-works',
  title: 'Reading Aloud That Works: teacher training with certificate',
  description: 'The full teacher-training course on reading aloud, with its quizzes, downloadable resources and a certificate of completion for your professional development record.',
  prices: { INR: 249_900, USD: 4_900, GBP: 3_900 },
} as const;

/** The demo shop (platform-wide products, in the platform scope): book editions, the Dear World book and a paid course. */
export async function seedProducts(tx: Tx, opts: { greenwood: string; brightfutures: string }) {
  for (const e of DEMO_BOOK_EDITIONS) {
    const [book] = await tx
      .select({ id: books.id, title: books.title })
      .from(books)
      .where(and(eq(books.slug, e.book), isNull(books.tenantId)));
    if (!book) throw new Error(`Demo book ${e.book} is missing`);
    await upsertProduct(
      tx,
      {
        tenantId: null,
        slug: `${e.book}-ebook`,
        kind: 'book_digital',
        title: book.title,
        description: `${e.blurb} The e-book opens in the reader on any device, at home and in class.`,
        bookId: book.id,
      },
      e.digital ?? DIGITAL,
    );
    await upsertProduct(
      tx,
      {
        tenantId: null,
        slug: `${e.book}-print`,
        kind: 'book_print',
        title: book.title,
        description: `${e.blurb} A sturdy paperback for small hands, posted to you.`,
        bookId: book.id,
        requiresShipping: true,
      },
      e.print ?? PRINT,
    );
  }
  await upsertProduct(
    tx,
    {
      tenantId: null,
      slug: DEAR_WORLD_PRODUCT.slug,
      kind: 'dear_world_book',
      title: DEAR_WORLD_PRODUCT.title,
      description: DEAR_WORLD_PRODUCT.description,
      image: 'seed/products/dear-world-book.svg',
      requiresShipping: true,
    },
    DEAR_WORLD_PRODUCT.prices,
  );
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slug, TRAINING_PRODUCT.course), isNull(courses.tenantId)));
  if (!course) throw new Error(`Demo course ${TRAINING_PRODUCT.course} is missing`);
  await upsertProduct(
    tx,
    { tenantId: null, slug: TRAINING_PRODUCT.slug, kind: 'teacher_training', title: TRAINING_PRODUCT.title, description: TRAINING_PRODUCT.description, courseId: course.id },
    TRAINING_PRODUCT.prices,
  );
  // The demo schools are in England: their shop sells in pounds (the main site sells in rupees).
  for (const id of [opts.greenwood, opts.brightfutures]) await tx.update(tenants).set({ currency: 'GBP' }).where(eq(tenants.id, id));
}
