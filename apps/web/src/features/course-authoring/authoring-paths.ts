import { useLocation } from 'react-router';

/** The admin area the editor runs in: the platform admin's panel or a school's. */
export function useAuthoringBase(): string {
  const { pathname } = useLocation();
  return pathname.startsWith('/admin-panel') ? '/admin-panel' : '/admin-school';
}

export const courseListPath = (base: string) => `${base}/courses`;
export const courseEditorPath = (base: string, courseId?: number) => (courseId ? `${base}/course/${courseId}` : `${base}/course`);
export const lessonEditorPath = (base: string, courseId: number, lessonId: number) => `${base}/course/${courseId}/lesson/${lessonId}`;
