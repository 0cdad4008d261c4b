import type { TImpactFilm, TImpactFilmSource } from '@commonshelf/shared/sdgs/films.schemas';
import { mediaUrl } from '../../lib/media.js';
import { videoEmbed } from '../courses/rich-text.js';
import type { ImpactFilmRow } from './films.table.js';

/** Video types by a stored file's extension (uploads are stored under generated keys with their type's extension). */
const VIDEO_TYPES: Record<string, string> = { webm: 'video/webm', mp4: 'video/mp4', m4v: 'video/mp4', ogv: 'video/ogg' };

export function videoTypeOf(key: string): string | null {
  return VIDEO_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? null;
}

/** A web address; `playable` in the repository checks the same in SQL. */
const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/**
 * Where the film plays. A YouTube or Vimeo address becomes the privacy-friendly player's embed
 * address (the only players the CSP admits); another web address is offered as a link; anything
 * else (a `javascript:` address would run on click) is no source at all. The repository lists only
 * films with a stored file or a web address, so every listed film has one.
 */
export function filmSource(row: Pick<ImpactFilmRow, 'videoUrl' | 'videoKey'>): TImpactFilmSource | null {
  if (row.videoKey) return { kind: 'file', url: mediaUrl(row.videoKey)!, type: videoTypeOf(row.videoKey) };
  const url = (row.videoUrl ?? '').trim();
  const embed = videoEmbed(url);
  if (embed) return { kind: 'embed', ...embed };
  return WEB_ADDRESS.test(url) ? { kind: 'link', url } : null;
}

export function presentFilm(row: ImpactFilmRow): TImpactFilm | null {
  const source = filmSource(row);
  if (!source) return null;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    poster: mediaUrl(row.poster),
    duration_seconds: row.durationSeconds,
    sdgs: row.sdgs,
    source,
    // Captions belong to uploaded films; an embedded player brings its own.
    captions: source.kind === 'file' ? row.captions.map((c) => ({ srclang: c.srclang, label: c.label, url: mediaUrl(c.key)! })) : [],
  };
}
