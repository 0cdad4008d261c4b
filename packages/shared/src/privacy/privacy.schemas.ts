import { z } from 'zod';
import { IDLE_MINUTES, RETENTION_DAYS } from './limits.js';

/**
 * A school's privacy settings (`/admin-school/profile`, `GET|PUT /api/school-admin/privacy/`): how
 * its students' names show on the class login list, when a student's session ends on a shared
 * computer, and how long an archived student's data is kept.
 */

/** How a student's name reads where classmates and visitors can see it: "Mei C." or "Mei Chen". */
export const STUDENT_NAME_DISPLAYS = ['first_initial', 'full'] as const;
export type TStudentNameDisplay = (typeof STUDENT_NAME_DISPLAYS)[number];

export { IDLE_MINUTES, RETENTION_DAYS } from './limits.js';

export const PRIVACY_MSG = {
  nameDisplay: 'Choose how students’ names are shown.',
  idleMinutes: `Choose between ${IDLE_MINUTES.min} and ${IDLE_MINUTES.max} minutes.`,
  retentionDays: `Choose between ${RETENTION_DAYS.min} and ${RETENTION_DAYS.max} days.`,
  saved: 'Privacy settings saved.',
  signedOutIdle: (minutes: number) => `For your safety, you were signed out after ${minutes} minutes without activity.`,
} as const;

const wholeNumber = (range: { min: number; max: number }, message: string) =>
  z.number({ error: message }).int({ error: message }).min(range.min, { error: message }).max(range.max, { error: message });

export const ZPrivacySettings = z.object({
  student_name_display: z.enum(STUDENT_NAME_DISPLAYS, { error: PRIVACY_MSG.nameDisplay }),
  student_idle_minutes: wholeNumber(IDLE_MINUTES, PRIVACY_MSG.idleMinutes),
  archived_student_retention_days: wholeNumber(RETENTION_DAYS, PRIVACY_MSG.retentionDays),
});
export type TPrivacySettings = z.infer<typeof ZPrivacySettings>;

export const ZPrivacySaved = z.object({ settings: ZPrivacySettings, message: z.string() });

/** A last name's first letter, upper-cased ("" for none); a letter outside the BMP stays whole. */
export const lastInitial = (last: string): string => Array.from(last.trim())[0]?.toLocaleUpperCase() ?? '';

/** A name as the school chooses to show it to classmates and visitors. */
export function displayStudentName(first: string, last: string, display: TStudentNameDisplay): string {
  const f = first.trim();
  if (display === 'full') return [f, last.trim()].filter(Boolean).join(' ');
  const initial = lastInitial(last);
  return initial ? `${f} ${initial}.` : f;
}
