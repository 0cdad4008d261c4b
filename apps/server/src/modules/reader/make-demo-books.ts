import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_FILE_BOOKS } from '../../db/seed/content/reader.content.js';
import { SEED_ASSETS_DIR } from '../../lib/paths.js';
import { buildDemoEpub, buildDemoPdf } from './demo-books.js';

/** Regenerates `db/seed/assets/books/*` from the demo texts: `npx tsx apps/server/src/modules/reader/make-demo-books.ts`. */
for (const book of DEMO_FILE_BOOKS) {
  const bytes = book.format === 'pdf' ? await buildDemoPdf(book) : buildDemoEpub(book);
  const file = path.join(SEED_ASSETS_DIR, 'books', `${book.slug}.${book.format}`);
  writeFileSync(file, bytes);
  process.stdout.write(`${file}: ${bytes.length} bytes\n`);
}
