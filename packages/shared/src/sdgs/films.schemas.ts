import { z } from 'zod';
import { ZSdgFilter } from './sdgs.schemas.js';

/** `GET /api/impact-films/`: published films of the site, in their set order. */
export const ZImpactFilmListQuery = z.object({
  /** Case-insensitive match on the title or the summary. */
  search: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
  sdg: ZSdgFilter.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TImpactFilmListQuery = z.infer<typeof ZImpactFilmListQuery>;

/**
 * Where a film plays: a privacy-friendly player (youtube-nocookie.com, player.vimeo.com with
 * do-not-track) loaded only when the viewer asks, a file stored on the site (its type when known),
 * or, for an address neither player takes, a plain link.
 */
export const ZImpactFilmSource = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embed'), provider: z.enum(['youtube', 'vimeo']), url: z.string() }),
  z.object({ kind: z.literal('file'), url: z.string(), type: z.string().nullable() }),
  z.object({ kind: z.literal('link'), url: z.string() }),
]);
export type TImpactFilmSource = z.infer<typeof ZImpactFilmSource>;

/** A WebVTT captions file of an uploaded film. */
export const ZCaptionTrack = z.object({ srclang: z.string(), label: z.string(), url: z.string() });
export type TCaptionTrack = z.infer<typeof ZCaptionTrack>;

export const ZImpactFilm = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  poster: z.string().nullable(),
  duration_seconds: z.number().int().nullable(),
  sdgs: z.array(z.number().int()),
  source: ZImpactFilmSource,
  captions: z.array(ZCaptionTrack),
});
export type TImpactFilm = z.infer<typeof ZImpactFilm>;

export const FILM_NOT_FOUND = 'This film does not exist or is not published yet.';
