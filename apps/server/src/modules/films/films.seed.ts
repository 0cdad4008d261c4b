import type { Tx } from '../../db/client.js';
import { DEMO_FILMS } from '../../db/seed/content/films.content.js';
import { upsertFilm } from './films.repository.js';

/** The demo's impact films (platform-wide, and the demo school's own), in their listed order. Platform scope. */
export async function seedImpactFilms(tx: Tx, sites: { greenwood: string }) {
  for (const [i, f] of DEMO_FILMS.entries()) {
    await upsertFilm(tx, {
      tenantId: f.site === 'greenwood' ? sites.greenwood : null,
      slug: f.slug,
      title: f.title,
      summary: f.summary,
      videoUrl: f.video_url ?? null,
      videoKey: f.video_file ? `seed/${f.video_file}` : null,
      captions: (f.captions ?? []).map((c) => ({ srclang: c.srclang, label: c.label, key: `seed/${c.file}` })),
      durationSeconds: f.duration_seconds,
      sdgs: f.sdgs,
      position: (i + 1) * 10,
      status: f.status,
    });
  }
}
