import { CONTENT_PAGE_SLUGS } from '@commonshelf/shared/site/content-pages.schemas';
import { inPlatformScope, type Database, type Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { listPages } from './content.repository.js';
import { SITE_PAGES } from './default-pages.content.js';
import { writeDefaultVersion } from './content.service.js';

/** Writes the platform's pages that the database does not have yet, or has only in an older product text; returns their slugs. */
export async function writeDefaultPages(tx: Tx): Promise<string[]> {
  // One read of every platform page rather than one per page: this runs on every start.
  const stored = new Map((await listPages(tx, [null], CONTENT_PAGE_SLUGS)).map(({ page }) => [page.slug, page]));
  const written: string[] = [];
  for (const slug of CONTENT_PAGE_SLUGS) if (await writeDefaultVersion(tx, slug, SITE_PAGES[slug], stored.get(slug) ?? null)) written.push(slug);
  return written;
}

/**
 * Every deployment has the platform's pages from its first start: the product's own text, which the
 * platform admin then edits. A page added by a later release arrives the same way, and a release's
 * new text replaces the old one on pages nobody has saved; a page a person saved is never touched.
 * Two servers starting at once: the second one's write loses to the unique index.
 */
export async function ensureDefaultPages(db: Pick<Database, 'withTenant'>): Promise<string[]> {
  try {
    return await inPlatformScope(db, writeDefaultPages);
  } catch (err) {
    if (isUniqueViolation(err)) return [];
    throw err;
  }
}
