import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { routeMetaOf, type RouteMeta } from '../lib/route-meta';
import { routes } from './route-table';

function deepest(path: string) {
  const matches = matchRoutes(routes, path);
  if (!matches) return null;
  const last = matches[matches.length - 1];
  const meta = [...matches].reverse().find((m) => m.route.handle)?.route.handle as RouteMeta | undefined;
  return { route: last?.route, title: meta?.title, chain: matches.map((m) => m.route) };
}

const isNotFound = (path: string) => deepest(path)?.route?.path === '*';

// Spec section 2, with sample values for the parameters.
const SPEC_PATHS = [
  '/', '/library', '/archived-students', '/sales', '/accept-invitation', '/accept-invitation/abc', '/demo',
  '/our-framework', '/about', '/contact', '/navigating-the-platform', '/privacy-policy', '/terms-of-use',
  '/our-team', '/acknowledgement', '/testimonials', '/courses', '/course/climate', '/faq', '/dashboard',
  '/uploadcontent', '/upload-blog', '/uploadblogsteps', '/uploadblogsteps/step-1', '/storyedit', '/uploadbook',
  '/library/12', '/experiment', '/projects', '/charity-projects/wells', '/certificate/9', '/global-reach', '/live',
  '/webinar/intro', '/charities', '/charities/books-for-all', '/libraries', '/libraries/3', '/checkout', '/hubs',
  '/hubs/water', '/hubs/water/ch-1/lesson-2', '/impact-films', '/sdgs', '/challenges', '/canva/', '/bulk-enrolment/',
  '/report-a-problem', '/cart', '/request-a-tour', '/dear-world-book', '/sdg-challenge/goal-4',
  '/comprehension-corner/owls', '/teacher-training', '/teacher-training-course/basics', '/refund-policy',
  '/paypal-payment/success', '/phonepe-payment/success', '/stripe-payment/success',
  '/certificates/5', '/trackorder/77', '/invoice/order/77', '/logout', '/login', '/login/tok', '/register',
  '/tenant-register', '/tenant-register/tok', '/login-or-register', '/test', '/resetpasswordemail',
  '/password-reset-confirm/', '/password-reset-confirm/uid/token', '/verification/', '/verification/key',
];

describe('route table', () => {
  it.each(SPEC_PATHS)('%s exists and has a title', (path) => {
    expect(isNotFound(path)).toBe(false);
    expect(deepest(path)?.title).toBeTruthy();
  });

  it.each(['/about/', '/library/12/', '/admin-panel/orders/'])('matches %s with a trailing slash', (path) => {
    expect(isNotFound(path)).toBe(false);
  });

  it.each(['/paypal', '/phonepe', '/stripe'])('%s failed and cancel render the shared payment-failed page', (p) => {
    for (const status of ['failed', 'cancel']) {
      const match = deepest(`${p}-payment/${status}`);
      expect(match?.title).toMatch(/^Payment (failed|cancelled)$/);
    }
  });

  it.each(['/nope', '/library/1/extra/deep', '/admin-panel/nope', '/paypal-payment/other'])(
    '%s is not found, with a title',
    (path) => {
      expect(isNotFound(path)).toBe(true);
      expect(deepest(path)?.title).toBe('Page not found');
    },
  );

  function adminChildren(base: string): string[] {
    const tree = routes[0]?.children?.find((r) => r.path === base);
    const layout = tree?.children?.[0];
    const group = layout?.children?.[0];
    return (group?.children ?? []).filter((r: RouteObject) => !r.index).map((r: RouteObject) => r.path ?? '');
  }

  // Course authoring (issue 4) adds its screens to both admin areas after the spec's own.
  const AUTHORING = ['courses', 'course/:courseId?', 'course/:courseId/lesson/:lessonId'];

  it('has exactly the platform admin children of the spec, then course authoring and the audit log', () => {
    expect(adminChildren('admin-panel')).toEqual([
      'dashboard', 'user-dashboard', 'user/:userId?', 'userprofile/:userId?', 'all-tenants', 'tenant/:tenantId?',
      'modes', 'all-users', 'superpower-teacher', 'superpower-parent', 'students', 'teachers', 'charities-dashboard',
      'charity/:charityId?', 'all-charities', 'all-projects', 'donations', 'project/:projectId?', 'books-dashboard',
      'all-books', 'all-book-categories', 'book-category/:categoryId?', 'book/:bookId?', 'view-book/:bookId?',
      'project-details-view/:projectId', 'charity-details-view/:charityId', 'email-monitoring', 'book-monitoring',
      'payment-history', 'orders', ...AUTHORING, 'audit-log', 'enquiries', 'site-pages', 'site-pages/:slug', 'background-jobs',
    ]);
  });

  it('has exactly the school admin children of the spec, then its orders, book editor and viewer, course authoring and privacy', () => {
    expect(adminChildren('admin-school')).toEqual([
      'dashboard', 'organizations', 'users', 'userprofile/:userId?', 'stories', 'adduser/:userId?', 'classes',
      'addclass/:classId?', 'class-students/:classId', 'profile', 'charities', 'charity-details-view/:charityId',
      'addcharities/:charityId?', 'books', 'book-categories', 'school-modes', 'add-book-category/:categoryId?',
      'donations', 'orders', 'book/:bookId?', 'view-book/:bookId', ...AUTHORING, 'privacy', 'enquiries', 'site-pages', 'site-pages/:slug',
    ]);
  });

  it('has exactly the organization admin children of the spec', () => {
    expect(adminChildren('admin-organization')).toEqual(['dashboard', 'schools', 'stories', 'books', 'user-dashboard']);
  });

  it.each(['/admin-panel', '/admin-school', '/admin-organization'])('%s has an index route (the redirect to dashboard)', (base) => {
    const match = matchRoutes(routes, base);
    expect(match?.[match.length - 1]?.route.index).toBe(true);
  });

  it.each(['/admin-school/adduser', '/admin-school/adduser/4', '/admin-school/add-book-category', '/admin-panel/user'])(
    'optional parameters make %s match',
    (path) => {
      expect(isNotFound(path)).toBe(false);
    },
  );

  it('has a translation key (its English title) for every title', () => {
    const titles = new Set<string>();
    const walk = (list: RouteObject[]) => {
      for (const route of list) {
        const title = (route.handle as RouteMeta | undefined)?.title;
        if (title) titles.add(title);
        if (route.children) walk(route.children);
      }
    };
    walk(routes);
    expect(titles.size).toBeGreaterThan(100);
    const missing = [...titles].filter((title) => en.routes[title as keyof typeof en.routes] !== title);
    expect(missing).toEqual([]);
  });

  it.each([
    ['/admin-school/adduser', 'Add user'],
    ['/admin-school/adduser/12', 'Edit user'],
    ['/admin-school/addclass/5', 'Edit class'],
    ['/admin-panel/user/7', 'User'],
  ])('titles %s “%s”', (path, title) => {
    const matches = matchRoutes(routes, path)!.map((m) => ({ handle: m.route.handle as unknown, params: m.params }));
    expect(routeMetaOf(matches)?.title).toBe(title);
    expect(en.routes).toHaveProperty([title]);
  });
});
