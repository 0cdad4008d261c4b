/**
 * The rules of live sessions (kinds, when joining opens, reminders, messages). Kept apart from
 * `live.schemas.ts` (which builds Zod schemas when loaded, and re-exports these) so that the web
 * app's live pages can use them without loading Zod.
 */
export const LIVE_KINDS = ['live_lesson', 'webinar'] as const;
export type TLiveKind = (typeof LIVE_KINDS)[number];

/** Registered people get the join link from this many minutes before the start until the end. */
export const JOIN_OPENS_MINUTES = 15;
/** A session this close to its start is "starting soon"; the last reminder goes out then too. */
export const STARTING_SOON_MINUTES = 60;
/** The first reminder goes out this many hours before the start. */
export const DAY_REMINDER_HOURS = 24;

export const LIVE_NOT_FOUND = 'This live session does not exist or is not published yet.';
export const LIVE_ENDED = 'This session has ended, so registration is closed.';
export const LIVE_FULL = 'Sorry, this session is full.';
export const LIVE_NOT_REGISTERED = 'You are not registered for this session.';

/** Where a session is in time: before it, during it, after it. */
export const LIVE_PHASES = ['upcoming', 'live', 'ended'] as const;
export type TLivePhase = (typeof LIVE_PHASES)[number];
