// The endpoints the benchmark loads, each with the call its route makes to the repository, so the
// reference server can capture the very SQL the endpoint runs (drizzle's query logger) and replay it.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMMON_TERM, RARE_TERM, classCode, subdomainOf } from './data/generate.mjs';

const dist = (p) => import(pathToFileURL(path.resolve(import.meta.dirname, '../apps/server/dist', p)).href);

/** A bench tenant's id, as the generator derives it (md5('tenant' || i)::uuid). */
export function tenantId(i) {
  const h = createHash('md5').update(`tenant${i}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A typical tenant (951 students) for the lists; tenant 1 is the largest (50,000 students). */
export const TYPICAL = 2;
export const LARGEST = 1;
export const hostOf = (i) => `${subdomainOf(i)}.localhost`;

/**
 * id, the app's path and Host, and `capture(run)`: the repository calls of the route, each
 * transaction through run(ctx, fn) with ctx the row-level-security context the route sets.
 */
export const ENDPOINTS = {
  courses: {
    tenant: TYPICAL,
    path: '/api/courses/?limit=12',
    async capture(run, t) {
      const { listPublishedCourses } = await dist('modules/courses/courses.repository.js');
      await run({ tenantId: t }, (tx) => listPublishedCourses(tx, { limit: 12, offset: 0 }));
    },
  },
  library: {
    tenant: TYPICAL,
    path: '/api/books/?language=en&level=2&limit=24',
    async capture(run, t) {
      const { browsePublishedBooks } = await dist('modules/library/library.repository.js');
      await run({ tenantId: t }, (tx) => browsePublishedBooks(tx, { language: 'en', level: 2, limit: 24, offset: 0 }));
    },
  },
  facets: {
    tenant: TYPICAL,
    path: '/api/books/facets/',
    async capture(run, t) {
      const { bookFacets } = await dist('modules/library/library.repository.js');
      await run({ tenantId: t }, (tx) => bookFacets(tx));
    },
  },
  bookPage: {
    tenant: TYPICAL,
    path: '/api/books/1000/',
    async capture(run, t) {
      const { bookDetail } = await dist('modules/library/library.service.js');
      await run({ tenantId: t }, (tx) => bookDetail(tx, '1000', null));
    },
  },
  charities: {
    tenant: TYPICAL,
    path: '/api/charities/?limit=12',
    async capture(run, t) {
      const { charityCards } = await dist('modules/charities/charities.service.js');
      await charityCards({ site: (fn) => run({ tenantId: t }, fn), platform: (fn) => run({ tenantId: t, platform: true }, fn) }, 12, 0);
    },
  },
  searchCommon: {
    tenant: TYPICAL,
    path: `/api/combined/?search=${COMMON_TERM}`,
    async capture(run, t) {
      const { combinedSearch } = await dist('modules/search/search.repository.js');
      await run({ tenantId: t }, (tx) => combinedSearch(tx, COMMON_TERM, undefined, 20, 0));
    },
  },
  searchRare: {
    tenant: TYPICAL,
    path: `/api/combined/?search=${RARE_TERM}`,
    async capture(run, t) {
      const { combinedSearch } = await dist('modules/search/search.repository.js');
      await run({ tenantId: t }, (tx) => combinedSearch(tx, RARE_TERM, undefined, 20, 0));
    },
  },
  librarySearch: {
    tenant: TYPICAL,
    path: `/api/books/?search=${COMMON_TERM}&limit=24`,
    async capture(run, t) {
      const { browsePublishedBooks } = await dist('modules/library/library.repository.js');
      await run({ tenantId: t }, (tx) => browsePublishedBooks(tx, { search: COMMON_TERM, limit: 24, offset: 0 }));
    },
  },
  students: {
    tenant: LARGEST,
    path: `/api/list-student-in-class/${classCode(LARGEST, 10)}/?limit=20&search=a`,
    async capture(run, t) {
      const { findClassStudents } = await dist('modules/classes/classes.repository.js');
      await run({ tenantId: t }, (tx) => findClassStudents(tx, classCode(LARGEST, 10), { search: 'a', limit: 20, offset: 0 }, false));
    },
  },
};
