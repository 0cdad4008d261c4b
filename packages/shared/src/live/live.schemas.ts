import { z } from 'zod';
import { LIVE_KINDS, LIVE_PHASES } from './live-rules.js';

export * from './live-rules.js';

/** `GET /api/live/`: upcoming (not yet ended, soonest first) or past (latest first). */
export const ZLiveListQuery = z.object({
  when: z.enum(['upcoming', 'past'], { error: 'Choose upcoming or past sessions.' }).default('upcoming'),
  kind: z.enum(LIVE_KINDS, { error: 'Choose live lessons or webinars.' }).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TLiveListQuery = z.infer<typeof ZLiveListQuery>;

/** A session as lists show it. Times are UTC ISO strings; the viewer's browser shows them in its zone. */
export const ZLiveSessionCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(LIVE_KINDS),
  title: z.string(),
  summary: z.string(),
  host_name: z.string(),
  cover: z.string().nullable(),
  sdgs: z.array(z.number().int()),
  starts_at: z.string(),
  ends_at: z.string(),
  duration_minutes: z.number().int(),
  /** By the server's clock when it answered. */
  phase: z.enum(LIVE_PHASES),
  /** Null: no limit. */
  capacity: z.number().int().nullable(),
  registered_count: z.number().int(),
  /** Null when there is no limit. */
  places_left: z.number().int().nullable(),
  has_recording: z.boolean(),
});
export type TLiveSessionCard = z.infer<typeof ZLiveSessionCard>;

/** A recording after the end: a privacy-friendly player (YouTube without cookies, Vimeo without tracking) or a plain link. */
export const ZLiveRecording = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embed'), provider: z.enum(['youtube', 'vimeo']), url: z.string() }),
  z.object({ kind: z.literal('link'), url: z.string() }),
]);
export type TLiveRecording = z.infer<typeof ZLiveRecording>;

/** `GET /api/live/:slug/`: the session, and for a signed-in person their registration. */
export const ZLiveSessionDetail = ZLiveSessionCard.extend({
  /** Sanitised HTML. */
  description_html: z.string(),
  host_bio: z.string(),
  join_opens_at: z.string(),
  registered: z.boolean(),
  registered_at: z.string().nullable(),
  /** Only for registered people, from JOIN_OPENS_MINUTES before the start until the end. */
  join_url: z.string().nullable(),
  /** Only after the end. */
  recording: ZLiveRecording.nullable(),
});
export type TLiveSessionDetail = z.infer<typeof ZLiveSessionDetail>;

/** One of the signed-in person's registrations. */
export const ZLiveRegistration = z.object({
  id: z.string(),
  registered_at: z.string(),
  session: ZLiveSessionCard,
});
export type TLiveRegistration = z.infer<typeof ZLiveRegistration>;

/** `POST /api/live/:slug/registration/` answer: 201 when created, 200 when it already existed. */
export const ZLiveRegistrationResult = z.object({
  registered: z.literal(true),
  registered_at: z.string(),
  registered_count: z.number().int(),
  places_left: z.number().int().nullable(),
});
export type TLiveRegistrationResult = z.infer<typeof ZLiveRegistrationResult>;

const webUrl = (message: string) =>
  z
    .string()
    .trim()
    .max(2000, 'Use an address of at most 2000 characters.')
    .refine((v) => {
      try {
        const u = new URL(v);
        return u.protocol === 'https:' || u.protocol === 'http:';
      } catch {
        return false;
      }
    }, message);

/** `POST /api/live/sessions/`: a site's staff schedule a session (the platform admin, a platform-wide one). */
export const ZLiveSessionCreate = z.object({
  kind: z.enum(LIVE_KINDS, { error: 'Choose live lesson or webinar.' }),
  slug: z
    .string()
    .trim()
    .min(3, 'Use at least 3 characters.')
    .max(120, 'Use at most 120 characters.')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.'),
  title: z.string().trim().min(1, 'Give the session a title.').max(200, 'Use at most 200 characters.'),
  summary: z.string().trim().max(500, 'Use at most 500 characters.').default(''),
  description_html: z.string().max(50_000, 'The description is too long.').default(''),
  host_name: z.string().trim().max(200, 'Use at most 200 characters.').default(''),
  host_bio: z.string().trim().max(2000, 'Use at most 2000 characters.').default(''),
  starts_at: z.iso.datetime({ offset: true, error: 'Give the start as a date and time with its time zone.' }),
  duration_minutes: z
    .number({ error: 'Give the length in minutes.' })
    .int('Give the length in whole minutes.')
    .min(5, 'A session lasts at least 5 minutes.')
    .max(600, 'A session lasts at most 10 hours.'),
  join_url: webUrl('Give the web address people join at.'),
  recording_url: webUrl('Give the web address of the recording.').nullable().default(null),
  capacity: z.number().int('Give a whole number of places.').min(1, 'Allow at least one place.').max(1_000_000).nullable().default(null),
  sdgs: z.array(z.number().int().min(1).max(17)).max(17).default([]),
  status: z.enum(['draft', 'published']).default('draft'),
});
export type TLiveSessionCreate = z.input<typeof ZLiveSessionCreate>;
