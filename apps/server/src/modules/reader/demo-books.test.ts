import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DEMO_FILE_BOOKS } from '../../db/seed/content/reader.content.js';
import { SEED_ASSETS_DIR } from '../../lib/paths.js';
import { buildDemoEpub, buildDemoPdf } from './demo-books.js';

const committed = (slug: string, ext: string) => readFileSync(path.join(SEED_ASSETS_DIR, 'books', `${slug}.${ext}`));

describe('demo book files', () => {
  it('are exactly what the generator makes from the demo texts (regenerate with make-demo-books.ts)', async () => {
    for (const b of DEMO_FILE_BOOKS) {
      const built = b.format === 'pdf' ? await buildDemoPdf(b) : buildDemoEpub(b);
      expect(Buffer.from(built).equals(committed(b.slug, b.format)), b.slug).toBe(true);
    }
  });

  it('make a PDF with a title page and one page per text page', async () => {
    const b = DEMO_FILE_BOOKS.find((x) => x.format === 'pdf')!;
    const doc = await PDFDocument.load(committed(b.slug, 'pdf'));
    expect(doc.getPageCount()).toBe(b.pages.length + 1);
    expect(doc.getTitle()).toBe(b.title);
  });

  it('make an EPUB whose first entry is the stored mimetype, with its package, navigation and pages', () => {
    const b = DEMO_FILE_BOOKS.find((x) => x.format === 'epub')!;
    const bytes = committed(b.slug, 'epub');
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    expect(bytes.readUInt16LE(8)).toBe(0); // stored, not deflated
    expect(bytes.readUInt16LE(28)).toBe(0); // no extra field
    expect(bytes.subarray(30, 58).toString()).toBe('mimetypeapplication/epub+zip');
    for (const name of ['META-INF/container.xml', 'OEBPS/content.opf', 'OEBPS/nav.xhtml', ...b.pages.map((_, i) => `OEBPS/page-${i + 1}.xhtml`)]) {
      expect(bytes.includes(Buffer.from(name)), name).toBe(true);
    }
  });
});
