import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { CONTINUE_LABEL, ENROL_LABEL, enrolButtonView, hasEnrollment, lessonToOpen, loginPathFor, type EnrolInput } from './enrol-state';

// The texts come from the English namespace, as the app shows them.
beforeAll(() => initI18n());

const base: EnrolInput = { signedIn: true, checking: false, enrollments: [], courseId: 7, pending: null };

describe('enrolButtonView', () => {
  it('sends a visitor to log in', () => {
    expect(enrolButtonView({ ...base, signedIn: false })).toEqual({ label: ENROL_LABEL, action: 'login', enrolled: false, busyText: null });
  });

  it('ignores enrolment data for a visitor (a stale cache after logout)', () => {
    expect(enrolButtonView({ ...base, signedIn: false, enrollments: [{ course: 7 }] }).action).toBe('login');
  });

  it('waits while the check runs', () => {
    const view = enrolButtonView({ ...base, checking: true, enrollments: undefined });
    expect(view).toMatchObject({ label: ENROL_LABEL, action: 'wait' });
    expect(view.busyText).toBeTruthy();
  });

  it('enrols a signed-in learner without an enrolment', () => {
    expect(enrolButtonView(base)).toMatchObject({ label: ENROL_LABEL, action: 'enrol', enrolled: false });
  });

  it('stays busy from the click until the re-check answers', () => {
    expect(enrolButtonView({ ...base, pending: 'enrolling' })).toMatchObject({ label: ENROL_LABEL, action: 'wait', busyText: 'Enrolling…' });
    // The re-check has found the new enrolment but the click has not finished: still busy.
    expect(enrolButtonView({ ...base, pending: 'enrolling', enrollments: [{ course: 7 }] }).action).toBe('wait');
  });

  it('becomes Continue To Course once an enrolment exists', () => {
    expect(enrolButtonView({ ...base, enrollments: [{ course: 7 }] })).toEqual({
      label: CONTINUE_LABEL,
      action: 'open',
      enrolled: true,
      busyText: null,
    });
  });

  it('keeps the Continue label while the lesson is being found', () => {
    expect(enrolButtonView({ ...base, enrollments: [{ course: 7 }], pending: 'opening' })).toMatchObject({
      label: CONTINUE_LABEL,
      action: 'wait',
    });
  });
});

describe('hasEnrollment reads only the first result', () => {
  it('is false for no results', () => {
    expect(hasEnrollment(undefined, 7)).toBe(false);
    expect(hasEnrollment([], 7)).toBe(false);
  });

  it('is true when the first result is this course', () => {
    expect(hasEnrollment([{ course: 7 }], 7)).toBe(true);
  });

  it('never looks past the first result', () => {
    expect(hasEnrollment([{ course: 3 }, { course: 7 }], 7)).toBe(false);
  });
});

describe('loginPathFor', () => {
  it('carries the course page in ?next=', () => {
    expect(loginPathFor('/course/this-is-course')).toBe('/login?next=%2Fcourse%2Fthis-is-course');
    expect(new URLSearchParams(loginPathFor('/hubs/x', '?tab=1').split('?')[1]).get('next')).toBe('/hubs/x?tab=1');
  });
});

describe('lessonToOpen', () => {
  const first = { chapter_slug: 'c1', lesson_slug: 'l1' };
  const resume = { chapter_slug: 'c2', lesson_slug: 'l3' };
  it('resumes where the learner left off', () => expect(lessonToOpen(resume, first)).toBe(resume));
  it('else opens the first lesson of the first chapter', () => expect(lessonToOpen(null, first)).toBe(first));
  it('else knows nothing yet', () => expect(lessonToOpen(undefined, null)).toBeNull());
});
