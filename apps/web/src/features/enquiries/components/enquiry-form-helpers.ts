import {
  ENQUIRY_MSG,
  SCREENSHOT_MAX_BYTES,
  SCREENSHOT_TYPES,
  type EnquiryKind,
  type TEnquiryFormValues,
  type TEnquiryInput,
} from '@commonshelf/shared/site/enquiries.schemas';

/**
 * The enquiry form's small decisions, kept apart from the component so they are tested on their
 * own: what is filled in for the visitor, the time zones offered, the screenshot check before
 * upload, and what is sent.
 */

/** The visitor's own time zone, from the browser ('UTC' when it does not say). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** The time zones to choose from: the runtime's list, with the visitor's own and UTC always in it. */
export function timeZoneOptions(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const all = new Set([...zones, 'UTC', ...(current ? [current] : [])]);
  return [...all].sort((a, b) => a.localeCompare(b));
}

/** `America/Argentina/Buenos_Aires` → `America / Argentina / Buenos Aires`. */
export const timeZoneLabel = (zone: string) => zone.replace(/_/g, ' ').replace(/\//g, ' / ');

/**
 * The page the visitor came from, when it is a page of this site (and not the report form itself):
 * the likely place of the problem. Anything else, or nothing, gives ''.
 */
export function sameSiteReferrer(referrer: string, origin: string, ownPath: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    if (url.origin !== origin) return '';
    if (url.pathname.replace(/\/+$/, '') === ownPath.replace(/\/+$/, '')) return '';
    return url.href;
  } catch {
    return '';
  }
}

/** A screenshot checked before it is uploaded (the server judges its bytes again): the message, or null when it may go. */
export function screenshotProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (file.size === 0) return ENQUIRY_MSG.screenshotEmpty;
  if (!(SCREENSHOT_TYPES as readonly string[]).includes(file.type)) return ENQUIRY_MSG.screenshotType;
  if (file.size > SCREENSHOT_MAX_BYTES) return ENQUIRY_MSG.screenshotTooLarge;
  return null;
}

/** What the form starts with: the signed-in person's name and email, the browser's time zone, the page they came from. */
export function initialValues(
  kind: EnquiryKind,
  user: { first_name: string; last_name: string; email: string | null } | null,
  place: { timeZone: string; pageUrl: string },
): TEnquiryFormValues {
  return {
    kind,
    name: user ? `${user.first_name} ${user.last_name}`.trim() : '',
    email: user?.email ?? '',
    organisation: '',
    subject: '',
    message: '',
    page_url: place.pageUrl,
    role: '',
    school_size: '',
    preferred_date: '',
    preferred_time: '',
    time_zone: place.timeZone,
    country: '',
    students: '',
    interests: [],
    quantity: '',
    turnstile_token: '',
  };
}

/**
 * The request body: JSON, or (a problem report with a screenshot) a multipart form of the same
 * fields and the file.
 */
export function enquiryBody(input: TEnquiryInput, screenshot: File | null): TEnquiryInput | FormData {
  if (!screenshot) return input;
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    form.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  form.append('screenshot', screenshot);
  return form;
}

/** "Ada Okoro" → "Ada". */
export const firstWord = (name: string) => name.trim().split(/\s+/)[0] ?? '';
