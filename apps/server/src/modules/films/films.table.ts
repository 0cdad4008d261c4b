import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, tenantIdNullable, updatedAt } from '../../db/columns.js';
import { courseStatus } from '../courses/courses.table.js';
import { modes } from '../modes/modes.table.js';

/** A WebVTT captions track of an uploaded film (storage key under /media/). */
export type CaptionTrack = { srclang: string; label: string; key: string };

/** A short film about changemakers: a YouTube/Vimeo address or an uploaded video, with captions. */
export const impactFilms = pgTable(
  'impact_films',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantIdNullable(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    videoUrl: text('video_url'),
    videoKey: text('video_key'),
    poster: text('poster'),
    captions: jsonb('captions').$type<CaptionTrack[]>().notNull().default(sql`'[]'::jsonb`),
    durationSeconds: integer('duration_seconds'),
    sdgs: smallint('sdgs').array().notNull().default(sql`'{}'::smallint[]`),
    modeId: integer('mode_id').references(() => modes.id, { onDelete: 'set null' }),
    position: integer('position').notNull().default(0),
    status: courseStatus('status').notNull().default('draft'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('impact_films_tenant_slug').on(t.tenantId, t.slug).nullsNotDistinct(),
    check('impact_films_source', sql`(${t.videoUrl} is null) <> (${t.videoKey} is null)`),
  ],
);

export type ImpactFilmRow = typeof impactFilms.$inferSelect;
