import { z } from 'zod';

/**
 * Consents, exports and erasures: the records a school keeps of its students' data
 * (`/admin-school/privacy`, `/api/school-admin/privacy/…`), the parent's consent page
 * (`/parent-consent/:token`) and a signed-in user's own export (`/api/privacy/my-data/`).
 */

/** The version of the terms a school or parent agrees to; a new version asks again. */
export const TERMS_VERSION = '2026-11-01';
/** Days between an erasure request and the purge, during which it can be cancelled. */
export const ERASURE_GRACE_DAYS = 14;
/** Days a parent has to answer a consent request. */
export const PARENT_CONSENT_DAYS = 14;

export const CONSENT_KINDS = ['school_educational', 'parent_home'] as const;
export type TConsentKind = (typeof CONSENT_KINDS)[number];
export const CONSENT_STATUSES = ['pending', 'granted', 'declined', 'withdrawn', 'expired'] as const;
export type TConsentStatus = (typeof CONSENT_STATUSES)[number];

/** What each kind of consent covers, as the school and the parent read it. */
export const CONSENT_SCOPES: Record<TConsentKind, string> = {
  school_educational:
    'The school agrees, for its students, to their accounts and work being used for learning on this site: reading, writing and publishing stories within the school, courses and challenges.',
  parent_home:
    'The parent or guardian agrees to their child using this account at home as well as at school, under the same rules: no public profile, the first name only on published work, and no advertising or tracking.',
};

export const REQUEST_KINDS = ['export', 'erasure'] as const;
export type TRequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_SUBJECTS = ['student', 'school', 'self'] as const;
export const REQUEST_STATUSES = ['scheduled', 'completed', 'cancelled'] as const;
export type TRequestStatus = (typeof REQUEST_STATUSES)[number];
/** Why an erasure happened: asked for by the school, or the school's retention period ran out. */
export const ERASURE_REASONS = ['requested', 'retention'] as const;

export const DATA_RIGHTS_MSG = {
  parentEmail: 'Enter the parent’s email address.',
  studentNotFound: 'That student was not found at this school.',
  consentPending: 'A consent request for this student is already waiting for the parent’s answer.',
  consentRequested: (email: string) => `We emailed ${email} to ask for consent.`,
  consentNotFound: 'That consent record was not found.',
  consentNotWithdrawable: 'Only a granted consent can be withdrawn.',
  consentWithdrawn: 'Consent withdrawn.',
  schoolConsentWithdraw: 'To withdraw the school’s consent, ask for the school’s data to be erased.',
  linkInvalid: 'This consent link is not valid. Ask the school to send a new one.',
  linkExpired: 'This consent link has expired. Ask the school to send a new one.',
  decision: 'Choose whether you give consent.',
  alreadyAnswered: 'This request has already been answered.',
  granted: 'Thank you. Your consent is recorded. You can withdraw it at any time from this page.',
  declined: 'Your answer is recorded. Your child’s account stays for use at school only.',
  withdrawn: 'Your consent is withdrawn. Your child’s account stays for use at school only.',
  erasureScheduled: (name: string, date: string) => `${name}’s account is closed and will be erased for good on ${date}. You can cancel until then.`,
  erasureAlreadyScheduled: 'An erasure of this student’s data is already scheduled.',
  requestNotFound: 'That request was not found.',
  notCancellable: 'Only a scheduled erasure can be cancelled.',
  erasureCancelled: (name: string) => `The erasure is cancelled and ${name}’s account is as it was.`,
  schoolErasureScheduled: (date: string) =>
    `The school’s site is closed and all its data will be erased for good on ${date}. Until then, the platform’s team can cancel it: reply to the email we sent you.`,
  schoolErasureAlreadyScheduled: 'An erasure of this school’s data is already scheduled.',
  confirmSchoolName: 'Type the school’s name exactly to confirm.',
  schoolErased: 'This school’s data has been erased; its site cannot be opened again.',
  erasedStudent: 'Erased student',
} as const;

const ZWho = z.object({ id: z.string().nullable(), name: z.string() });

export const ZConsent = z.object({
  id: z.string(),
  kind: z.enum(CONSENT_KINDS),
  status: z.enum(CONSENT_STATUSES),
  scope: z.string(),
  terms_version: z.string(),
  /** The student the consent concerns; null for the school's consent. */
  student: ZWho.nullable(),
  /** Who gave it: the school's applicant, or the parent's email. */
  given_by: z.string(),
  /** Who recorded or asked for it: the platform admin who approved the school, the school admin who asked the parent. */
  recorded_by: z.string(),
  requested_at: z.string(),
  decided_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  withdrawn_by: z.string().nullable(),
});
export type TConsent = z.infer<typeof ZConsent>;

export const ZDataRequest = z.object({
  id: z.string(),
  kind: z.enum(REQUEST_KINDS),
  subject: z.enum(REQUEST_SUBJECTS),
  /** The student or school, by name while its data exists; "Erased student" after. */
  subject_name: z.string(),
  student_id: z.string().nullable(),
  reason: z.enum(ERASURE_REASONS).nullable(),
  status: z.enum(REQUEST_STATUSES),
  requested_by: z.string(),
  requested_at: z.string(),
  /** For an erasure: when the purge runs (the end of the grace period). */
  purge_after: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type TDataRequest = z.infer<typeof ZDataRequest>;

export const ZPrivacyRecords = z.object({
  consents: z.array(ZConsent),
  requests: z.array(ZDataRequest),
  grace_days: z.number(),
  terms_version: z.string(),
});
export type TPrivacyRecords = z.infer<typeof ZPrivacyRecords>;

export const ZParentConsentInput = z.object({
  student_id: z.uuid({ error: DATA_RIGHTS_MSG.studentNotFound }),
  parent_email: z.email({ error: DATA_RIGHTS_MSG.parentEmail }).max(254, { error: DATA_RIGHTS_MSG.parentEmail }),
});
export type TParentConsentInput = z.infer<typeof ZParentConsentInput>;

export const ZConsentResult = z.object({ consent: ZConsent, message: z.string() });
export const ZRequestResult = z.object({ request: ZDataRequest, message: z.string() });

export const ZSchoolErasureInput = z.object({ confirm_name: z.string({ error: DATA_RIGHTS_MSG.confirmSchoolName }).max(200, { error: DATA_RIGHTS_MSG.confirmSchoolName }) });
export type TSchoolErasureInput = z.infer<typeof ZSchoolErasureInput>;

/** The parent's page: what they are asked, about whom (first name only), by which school. */
export const ZParentConsentView = z.object({
  school_name: z.string(),
  student_first_name: z.string(),
  scope: z.string(),
  terms_version: z.string(),
  status: z.enum(CONSENT_STATUSES),
  expires_at: z.string(),
  decided_at: z.string().nullable(),
});
export type TParentConsentView = z.infer<typeof ZParentConsentView>;

export const ZParentDecision = z.object({ decision: z.enum(['grant', 'decline', 'withdraw'], { error: DATA_RIGHTS_MSG.decision }) });
export type TParentDecision = z.infer<typeof ZParentDecision>;
export const ZParentDecisionResult = z.object({ consent: ZParentConsentView, message: z.string() });
