import type { TStudentEntry } from '@commonshelf/shared/auth/auth.schemas';

/** The login screen's steps (spec 2): choose a route, then that route's steps. */
export type LoginStepName = 'choose' | 'teacher' | 'community' | 'class-code' | 'scan' | 'students' | 'student-password';
export type LoginRoute = 'teacher' | 'student' | 'community';

export type LoginState = {
  step: LoginStepName;
  /** The class code last typed or scanned; kept when going back so it need not be typed again. */
  classCode: string;
  /** The class's name once its list loaded. */
  className: string;
  student: TStudentEntry | null;
  /** Why the last class code was refused, shown under the class code field. */
  classCodeError: string | null;
};

export type LoginAction =
  | { type: 'choose'; route: LoginRoute }
  | { type: 'scan' }
  | { type: 'class-found'; classCode: string; className: string }
  | { type: 'class-rejected'; classCode: string; message: string }
  | { type: 'student-picked'; student: TStudentEntry }
  | { type: 'back' };

export const initialLoginState: LoginState = { step: 'choose', classCode: '', className: '', student: null, classCodeError: null };

/** The screen for a `/login?class=CODE` link: the class code step, with the code ready to check. */
export function loginStateForClassLink(classCode: string): LoginState {
  return { ...initialLoginState, step: 'class-code', classCode };
}

const FIRST_STEP: Record<LoginRoute, LoginStepName> = { teacher: 'teacher', student: 'class-code', community: 'community' };

/** Back goes one step back, or leaves the scanner (spec 2). */
const PREVIOUS: Record<LoginStepName, LoginStepName> = {
  choose: 'choose',
  teacher: 'choose',
  community: 'choose',
  'class-code': 'choose',
  scan: 'class-code',
  students: 'class-code',
  'student-password': 'students',
};

/** A step's level: how many Backs lead from it to the first step (the browser's history keeps an entry per level). */
export function stepDepth(step: LoginStepName): number {
  return step === 'choose' ? 0 : 1 + stepDepth(PREVIOUS[step]);
}

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'choose':
      return { ...state, step: FIRST_STEP[action.route], student: null, classCodeError: null };
    case 'scan':
      return state.step === 'class-code' ? { ...state, step: 'scan', classCodeError: null } : state;
    case 'class-found':
      return { ...state, step: 'students', classCode: action.classCode, className: action.className, student: null, classCodeError: null };
    case 'class-rejected':
      return { ...state, step: 'class-code', classCode: action.classCode, classCodeError: action.message };
    case 'student-picked':
      return state.step === 'students' ? { ...state, step: 'student-password', student: action.student } : state;
    case 'back': {
      const step = PREVIOUS[state.step];
      return { ...state, step, student: step === 'student-password' ? state.student : null, classCodeError: null };
    }
  }
}

/** Which route a step belongs to, and its place in that route, for the progress dots. */
export function stepProgress(step: LoginStepName): { route: LoginRoute | null; index: number; total: number } {
  switch (step) {
    case 'choose':
      return { route: null, index: 1, total: 4 };
    case 'teacher':
      return { route: 'teacher', index: 2, total: 2 };
    case 'community':
      return { route: 'community', index: 2, total: 2 };
    case 'class-code':
    case 'scan':
      return { route: 'student', index: 2, total: 4 };
    case 'students':
      return { route: 'student', index: 3, total: 4 };
    case 'student-password':
      return { route: 'student', index: 4, total: 4 };
  }
}

/** "Maya P." (or the full name, if the school chooses): what the class list shows of a child. */
export function studentDisplayName(student: Pick<TStudentEntry, 'first_name' | 'last_name' | 'username'> & { display_name?: string }): string {
  if (student.display_name?.trim()) return student.display_name.trim();
  const first = student.first_name.trim();
  const initial = student.last_name.trim().charAt(0).toUpperCase();
  if (!first) return student.username;
  return initial ? `${first} ${initial}.` : first;
}
