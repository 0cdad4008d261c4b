import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { DEMO_LIBRARIES } from '../../db/seed/content/libraries.content.js';
import { projects } from '../charities/charities.table.js';
import { upsertLibrary } from './libraries.repository.js';

/** A demo library's photos as stored keys (the files are in db/seed/assets/libraries). */
export const libraryPhotoKeys = (slug: string, count: number) => Array.from({ length: count }, (_, i) => `seed/libraries/${slug}-${i + 1}.svg`);

/**
 * The demo libraries (platform scope, after the charities): platform-wide partner libraries, one of
 * Greenwood's own and a draft, linked to the demo project that funded them.
 */
export async function seedDemoLibraries(tx: Tx, site: { greenwood: string }) {
  for (const l of DEMO_LIBRARIES) {
    const tenantId = l.site === 'greenwood' ? site.greenwood : null;
    let projectId: number | null = null;
    if (l.project) {
      const [project] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.slug, l.project), tenantId ? eq(projects.tenantId, tenantId) : isNull(projects.tenantId)))
        .limit(1);
      if (!project) throw new Error(`Demo library ${l.slug}: no project ${l.project}`);
      projectId = project.id;
    }
    await upsertLibrary(tx, {
      tenantId,
      slug: l.slug,
      name: l.name,
      place: l.place,
      country: l.country,
      description: l.description,
      photos: libraryPhotoKeys(l.slug, l.photos.length),
      booksCount: l.books_count,
      projectId,
      openedOn: l.opened_on,
      status: l.status,
    });
  }
}
