import { describe, expect, it } from 'vitest';
import { initialLoginState, loginReducer, loginStateForClassLink, stepDepth, studentDisplayName, type LoginAction, type LoginStepName } from './login-flow';

const maya = { username: 'mayap01', first_name: 'Maya', last_name: 'P', display_name: '', avatar: null };

function run(...actions: LoginAction[]) {
  return actions.reduce(loginReducer, initialLoginState);
}

describe('login steps', () => {
  it('walks the student route and back one step at a time', () => {
    const atPassword = run(
      { type: 'choose', route: 'student' },
      { type: 'class-found', classCode: 'GRN4A', className: 'Year 4 Oak' },
      { type: 'student-picked', student: maya },
    );
    expect(atPassword).toMatchObject({ step: 'student-password', classCode: 'GRN4A', student: maya });
    const atList = loginReducer(atPassword, { type: 'back' });
    expect(atList).toMatchObject({ step: 'students', student: null, classCode: 'GRN4A' });
    const atCode = loginReducer(atList, { type: 'back' });
    expect(atCode).toMatchObject({ step: 'class-code', classCode: 'GRN4A' });
    expect(loginReducer(atCode, { type: 'back' }).step).toBe('choose');
  });

  it('puts each step one level below the step Back leads to', () => {
    const steps: LoginStepName[] = ['choose', 'teacher', 'community', 'class-code', 'scan', 'students', 'student-password'];
    expect(Object.fromEntries(steps.map((s) => [s, stepDepth(s)]))).toEqual({ choose: 0, teacher: 1, community: 1, 'class-code': 1, scan: 2, students: 2, 'student-password': 3 });
    for (const step of steps.slice(1)) {
      const back = loginReducer({ ...initialLoginState, step }, { type: 'back' }).step;
      expect(stepDepth(back), step).toBe(stepDepth(step) - 1);
    }
  });

  it('back leaves the scanner for the class code step', () => {
    const scanning = run({ type: 'choose', route: 'student' }, { type: 'scan' });
    expect(scanning.step).toBe('scan');
    expect(loginReducer(scanning, { type: 'back' }).step).toBe('class-code');
  });

  it('teacher and community routes go back to the choice', () => {
    expect(run({ type: 'choose', route: 'teacher' }).step).toBe('teacher');
    expect(run({ type: 'choose', route: 'teacher' }, { type: 'back' }).step).toBe('choose');
    expect(run({ type: 'choose', route: 'community' }, { type: 'back' }).step).toBe('choose');
  });

  it('ignores actions that do not belong to the current step', () => {
    expect(run({ type: 'scan' }).step).toBe('choose');
    expect(run({ type: 'student-picked', student: maya }).step).toBe('choose');
  });

  it('a refused scanned code returns to the class code step with the code and the reason', () => {
    const scanning = run({ type: 'choose', route: 'student' }, { type: 'scan' });
    const refused = loginReducer(scanning, { type: 'class-rejected', classCode: 'NOPE1', message: 'Invalid class code.' });
    expect(refused).toMatchObject({ step: 'class-code', classCode: 'NOPE1', classCodeError: 'Invalid class code.' });
    expect(loginReducer(refused, { type: 'scan' }).classCodeError).toBeNull();
  });

  it('a class link opens the class code step with the code', () => {
    expect(loginStateForClassLink('GRN4A')).toMatchObject({ step: 'class-code', classCode: 'GRN4A' });
  });
});

describe('studentDisplayName', () => {
  it('shows the name as the school chose to show it', () => {
    expect(studentDisplayName({ ...maya, display_name: 'Maya Patel' })).toBe('Maya Patel');
    expect(studentDisplayName({ ...maya, display_name: 'Maya P.' })).toBe('Maya P.');
  });

  it('without a display name, the first name and last initial', () => {
    expect(studentDisplayName(maya)).toBe('Maya P.');
    expect(studentDisplayName({ ...maya, last_name: '' })).toBe('Maya');
    expect(studentDisplayName({ ...maya, first_name: ' ', last_name: '' })).toBe('mayap01');
  });
});
