import { useLocation } from 'react-router';

/** Where the category pages live in each admin area (spec 2's route names). */
export type CategoryArea = { owner: 'platform' | 'school'; list: string; form: (id?: number) => string };

const PLATFORM: CategoryArea = {
  owner: 'platform',
  list: '/admin-panel/all-book-categories',
  form: (id) => (id ? `/admin-panel/book-category/${id}` : '/admin-panel/book-category'),
};
const SCHOOL: CategoryArea = {
  owner: 'school',
  list: '/admin-school/book-categories',
  form: (id) => (id ? `/admin-school/add-book-category/${id}` : '/admin-school/add-book-category'),
};

export function useCategoryArea(): CategoryArea {
  const { pathname } = useLocation();
  return pathname.startsWith('/admin-panel') ? PLATFORM : SCHOOL;
}
