import { lastInitial } from '../privacy/privacy.schemas.js';

/**
 * Children's privacy: student pages and fundraising show students by first name only, and no
 * student has a public profile. Wherever anyone other than the student and their school's staff
 * can see a student (story bylines, challenge entries and Dear World letters, fundraising pages and
 * donations, a certificate's public check, what leaves a school for its organization), the API
 * sends the first name alone: never the last name, nor its initial. Adults keep their names.
 *
 * The class login list is not one of these places: it follows the school's own choice
 * (`displayStudentName` in privacy/privacy.schemas).
 */

export const isStudentRole = (role: string | null | undefined): boolean => role === 'student';

/** "Mei Chen": the whole name, as the person themself and their school's staff see it. */
export const fullPersonName = (first: string, last: string): string => [first.trim(), last.trim()].filter(Boolean).join(' ');

/** A student as everyone else sees them: "Mei". */
export const studentPublicName = (first: string): string => first.trim();

/** How an adult is named where others see them: in full, or by first name and last initial ("Tom H.", story bylines). */
export type TAdultNameStyle = 'full' | 'first_initial';

/**
 * A person's name as others see it: a student's first name alone, whatever `adults` says; an
 * adult's full name, or their first name and last initial.
 */
export function publicPersonName(first: string, last: string, role: string | null | undefined, adults: TAdultNameStyle = 'full'): string {
  if (isStudentRole(role)) return studentPublicName(first);
  if (adults === 'full') return fullPersonName(first, last);
  const initial = lastInitial(last);
  return initial ? `${first.trim()} ${initial}.` : first.trim();
}

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `text` names `name` (a student's last name, of two characters or more) as a whole word,
 * whatever its case and accents ("garcia" finds "García"): what a student writes on a public page
 * (a book's authors, a fundraising page) may not carry their last name.
 */
export function mentionsName(text: string, name: string): boolean {
  const n = fold(name.trim());
  if (Array.from(n).length < 2) return false;
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(n)}(?![\\p{L}\\p{N}])`, 'iu').test(fold(text));
}
