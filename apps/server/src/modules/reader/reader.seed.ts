import { statSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { DEMO_FILE_BOOKS } from '../../db/seed/content/reader.content.js';
import { SEED_ASSETS_DIR } from '../../lib/paths.js';
import { replaceBook } from '../library/library.repository.js';
import { bookCategories } from '../library/library.table.js';
import { modes } from '../modes/modes.table.js';
import { demoBookKey } from './demo-books.js';

/** The platform-wide demo books held as a PDF or an EPUB file (files under db/seed/assets/books/). */
export async function seedReaderBooks(tx: Tx) {
  for (const b of DEMO_FILE_BOOKS) {
    const [category] = await tx
      .select({ id: bookCategories.id })
      .from(bookCategories)
      .where(and(isNull(bookCategories.tenantId), eq(bookCategories.slug, b.category)));
    const [mode] = b.mode ? await tx.select({ id: modes.id }).from(modes).where(eq(modes.slug, b.mode)) : [];
    const key = demoBookKey(b);
    await replaceBook(
      tx,
      {
        tenantId: null,
        slug: b.slug,
        title: b.title,
        authors: b.authors,
        illustrator: b.illustrator,
        description: b.description,
        cover: `seed/covers/${b.slug}.svg`,
        language: b.language,
        readingLevel: b.reading_level,
        ageMin: b.age_min,
        ageMax: b.age_max,
        categoryId: category?.id ?? null,
        featured: b.featured,
        sdgs: b.sdgs,
        modeId: mode?.id ?? null,
        license: b.license,
        status: 'published',
        publishedAt: new Date(Date.UTC(2026, 0, 15)),
        format: b.format,
        fileKey: key,
        fileSize: statSync(path.join(SEED_ASSETS_DIR, key.slice('seed/'.length))).size,
      },
      [],
    );
  }
}
