import i18next from 'i18next';

/** The enrol button's two labels, exactly as spec 4 names them (the button shows them in the UI language). */
export const ENROL_LABEL = 'Enrol Now';
export const CONTINUE_LABEL = 'Continue To Course';

/** What a click does: send a visitor to log in, create the enrolment, open a lesson, or nothing yet. */
export type EnrolAction = 'login' | 'enrol' | 'open' | 'wait';

export type EnrolInput = {
  signedIn: boolean;
  /** The enrolment check (`GET /api/course-enrollments/?course=<id>`) has not answered yet. */
  checking: boolean;
  /** That check's results. */
  enrollments: readonly { course: number }[] | undefined;
  courseId: number;
  /** A click's work under way: creating the enrolment (and re-checking it), or finding the lesson. */
  pending: 'enrolling' | 'opening' | null;
};

export type EnrolView = {
  label: typeof ENROL_LABEL | typeof CONTINUE_LABEL;
  action: EnrolAction;
  enrolled: boolean;
  /** Shown instead of the label while a click's work is under way (the label stays the accessible name's start). */
  busyText: string | null;
};

/** Spec 4: an enrolment exists when the first result of the check is one; later results are never read. */
export function hasEnrollment(results: readonly { course: number }[] | undefined, courseId: number): boolean {
  const first = results?.[0];
  return first !== undefined && first.course === courseId;
}

/** The enrol button's state machine (spec 4, "Enrolment button"). */
export function enrolButtonView(input: EnrolInput): EnrolView {
  if (!input.signedIn) return { label: ENROL_LABEL, action: 'login', enrolled: false, busyText: null };
  if (input.pending === 'enrolling') return { label: ENROL_LABEL, action: 'wait', enrolled: false, busyText: i18next.t('learning:enrol.enrolling') };
  if (input.checking) return { label: ENROL_LABEL, action: 'wait', enrolled: false, busyText: i18next.t('learning:enrol.checking') };
  if (!hasEnrollment(input.enrollments, input.courseId)) return { label: ENROL_LABEL, action: 'enrol', enrolled: false, busyText: null };
  if (input.pending === 'opening') return { label: CONTINUE_LABEL, action: 'wait', enrolled: true, busyText: i18next.t('learning:enrol.opening') };
  return { label: CONTINUE_LABEL, action: 'open', enrolled: true, busyText: null };
}

/**
 * Where a visitor logs in on the way to enrolling: `/login?next=<this page>`. The login page
 * prefers the router's `state.from` and falls back to `next`, so a reload of /login still returns.
 */
export function loginPathFor(pathname: string, search = ''): string {
  return `/login?next=${encodeURIComponent(`${pathname}${search}`)}`;
}

export type LessonTarget = { chapter_slug: string; lesson_slug: string };

/**
 * The lesson "Continue To Course" opens: where the learner left off when the enrolment knows it,
 * else the first lesson of the first chapter; null when neither is known yet (ask the chapter and
 * lesson lists).
 */
export function lessonToOpen(resume: LessonTarget | null | undefined, firstLesson: LessonTarget | null | undefined): LessonTarget | null {
  return resume ?? firstLesson ?? null;
}
