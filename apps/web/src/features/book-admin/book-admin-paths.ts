import { useLocation } from 'react-router';

/** The admin area the book pages run in: the platform admin's panel, or a school's (or organization's) admin. */
export type BookAdminBase = '/admin-panel' | '/admin-school';

export function useBookAdminBase(): BookAdminBase {
  const { pathname } = useLocation();
  return pathname.startsWith('/admin-panel') ? '/admin-panel' : '/admin-school';
}

/** Spec 2: the platform's list is `all-books`, a school's `books`. */
export const bookListPath = (base: BookAdminBase) => (base === '/admin-panel' ? `${base}/all-books` : `${base}/books`);
export const bookEditorPath = (base: BookAdminBase, id?: number) => (id ? `${base}/book/${id}` : `${base}/book`);
export const bookViewPath = (base: BookAdminBase, id: number) => `${base}/view-book/${id}`;
