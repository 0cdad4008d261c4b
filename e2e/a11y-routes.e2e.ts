import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { axe } from './support/axe.js';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiLogin, BRIGHTFUTURES, GREENWOOD, MAIN, PORT, siteApi, type ApiResult } from './support/identity.js';

/**
 * Every route of the web app's route table, checked with axe-core as the person who uses it. The
 * first test reads apps/web/src/app/route-table.tsx and fails when a route has no visit below, so
 * a new page cannot ship without this check. Parameters are real values from the demo data, taken
 * from the links of the list pages visited before them, or made through the API first (a draft
 * story, a certificate, a paid order, a school's book).
 */

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Role = 'visitor' | 'platformAdmin' | 'schoolAdmin' | 'orgAdmin' | 'teacher' | 'student';
const LOGINS: Record<Exclude<Role, 'visitor'>, { site: string; username: string }> = {
  platformAdmin: { site: MAIN, username: 'admin@commonshelf.test' },
  schoolAdmin: { site: GREENWOOD, username: 'schooladmin@greenwood.test' },
  orgAdmin: { site: BRIGHTFUTURES, username: 'orgadmin@brightfutures.test' },
  teacher: { site: GREENWOOD, username: 'teacher@greenwood.test' },
  // A student no other end-to-end test looks at, so what this one adds changes no one's counts.
  student: { site: GREENWOOD, username: 'zaneled11' },
};

/**
 * One page to check: the route-table pattern it covers, the address to open (with `{name}` for a
 * value collected earlier in the same group), where the page may end up when it is not the same
 * address (a redirect), and which values to collect from its links afterwards.
 */
interface Visit {
  route: string;
  url: string;
  site?: string;
  lands?: RegExp;
  collect?: Record<string, RegExp>;
}

const v = (route: string, url = route, extra: Omit<Visit, 'route' | 'url'> = {}): Visit => ({ route, url, ...extra });
const same = (...routes: string[]) => routes.map((r) => v(r));

const PUBLIC_PAGES: Visit[] = [
  v('/', '/', { collect: { book: /^\/library\/([\w-]+)$/ } }),
  v('/library/:id', '/library/{book}'),
  ...same(
    '/library',
    '/sales',
    '/demo',
    '/our-framework',
    '/about',
    '/contact',
    '/navigating-the-platform',
    '/privacy-policy',
    '/terms-of-use',
    '/refund-policy',
    '/our-team',
    '/acknowledgement',
    '/testimonials',
    '/faq',
    '/global-reach',
    '/canva',
    '/report-a-problem',
    '/request-a-tour',
    '/experiment',
    '/archived-students',
    '/bulk-enrolment',
    '/test',
  ),
  v('/search', '/search?q=water'),
  v('/*', '/no-such-page'),
];

const PUBLIC_LEARNING_AND_GIVING: Visit[] = [
  v('/courses', '/courses', { collect: { course: /^\/course\/([\w-]+)$/ } }),
  v('/course/:slug', '/course/{course}'),
  v('/hubs', '/hubs', { collect: { hub: /^\/hubs\/([\w-]+)$/ } }),
  v('/hubs/:slug', '/hubs/{hub}'),
  v('/teacher-training', '/teacher-training', { collect: { training: /^\/teacher-training-course\/([\w-]+)$/ } }),
  v('/teacher-training-course/:slug', '/teacher-training-course/{training}'),
  v('/challenges', '/challenges', { collect: { sdgChallenge: /^\/sdg-challenge\/([\w-]+)$/, corner: /^\/comprehension-corner\/([\w-]+)$/ } }),
  v('/sdg-challenge/:slug', '/sdg-challenge/{sdgChallenge}'),
  v('/comprehension-corner/:slug', '/comprehension-corner/{corner}'),
  v('/write-a-letter-and-change-the-world'),
  v('/live', '/live', { collect: { webinar: /^\/webinar\/([\w-]+)$/ } }),
  v('/webinar/:slug', '/webinar/{webinar}'),
  v('/impact-films'),
  v('/sdgs'),
  v('/charities', '/charities', { collect: { charity: /^\/charities\/([\w-]+)$/ } }),
  v('/charities/:id', '/charities/{charity}'),
  v('/projects', '/projects', { collect: { project: /^\/charity-projects\/([\w-]+)$/ } }),
  v('/charity-projects/:slug', '/charity-projects/{project}'),
  v('/libraries', '/libraries', { collect: { partnerLibrary: /^\/libraries\/([\w-]+)$/ } }),
  v('/libraries/:id', '/libraries/{partnerLibrary}'),
  v('/dear-world-book'),
  // Fundraising pages belong to a school's site.
  v('/fundraisers/:slug', '/fundraisers/amara-sponsored-silence', { site: GREENWOOD }),
];

// Links with a made-up token: each page then shows how it explains a link that does not work.
const AUTH_PAGES: Visit[] = [
  ...same('/login', '/login-or-register', '/register', '/tenant-register', '/resetpasswordemail', '/parent-consent'),
  v('/login/:token', '/login/not-a-real-invitation'),
  v('/tenant-register/:token', '/tenant-register/not-a-real-invitation'),
  v('/accept-invitation/:token?', '/accept-invitation/not-a-real-invitation'),
  v('/password-reset-confirm/*', '/password-reset-confirm/not-a-real-link/not-a-real-token'),
  v('/verification/*', '/verification/not-a-real-link'),
  v('/logout', '/logout', { lands: /\/(login)?$/ }),
];

/** A school's learner, with a draft story made for this run: their dashboard and writing. */
const STUDENT_WRITING: Visit[] = [
  v('/dashboard'),
  v('/uploadcontent'),
  v('/storyedit', '/storyedit?slug={story}'),
  v('/upload-blog'),
  v('/uploadblogsteps'),
  v('/uploadblogsteps/:slug', '/uploadblogsteps/{story}?step=2'),
  v('/uploadbook'),
];

/** The same learner, enrolled in three courses and with the certificate earned for this run. */
const STUDENT_LEARNING: Visit[] = [
  v('/course/:slug/:chapterSlug/:lessonSlug', '/course/{courseLesson}'),
  v('/hubs/:courseSlug/:chapterSlug/:lessonSlug', '/hubs/{hubLesson}'),
  v('/certificates/:id', '/certificates/{certificate}'),
  v('/certificate/:id', '/certificate/{certificate}'),
  v('/library/:id/read', '/library/the-mango-tree-that-waited/read'),
];

/** A teacher who has just bought an e-book and put another in the cart. */
const TEACHER_ORDER: Visit[] = [
  v('/cart'),
  v('/checkout'),
  v('/trackorder/:id', '/trackorder/{order}?token={orderToken}'),
  v('/invoice/:type/:id', '/invoice/invoice/{order}'),
];

/** A provider's return pages, with an order paid through it. */
const providerPages = (provider: string): Visit[] => [
  v(`/${provider}-payment/success`, `/${provider}-payment/success?ref={order}`),
  v(`/${provider}-payment/failed`, `/${provider}-payment/failed?ref={order}`),
  v(`/${provider}-payment/cancel`, `/${provider}-payment/cancel?ref={order}`),
];

const ADMIN_PANEL_PEOPLE_AND_SITES: Visit[] = [
  v('/admin-panel/*', '/admin-panel', { lands: /\/admin-panel\/dashboard$/ }),
  ...same('/admin-panel/dashboard', '/admin-panel/user-dashboard'),
  v('/admin-panel/all-users', '/admin-panel/all-users', { collect: { user: /^\/admin-panel\/userprofile\/([\w-]+)$/ } }),
  v('/admin-panel/userprofile/:userId?', '/admin-panel/userprofile/{user}'),
  v('/admin-panel/user/:userId?', '/admin-panel/user/{user}'),
  v('/admin-panel/all-tenants', '/admin-panel/all-tenants', { collect: { tenant: /^\/admin-panel\/tenant\/([\w-]+)$/ } }),
  v('/admin-panel/tenant/:tenantId?', '/admin-panel/tenant/{tenant}'),
  ...same(
    '/admin-panel/modes',
    '/admin-panel/superpower-teacher',
    '/admin-panel/superpower-parent',
    '/admin-panel/students',
    '/admin-panel/teachers',
    '/admin-panel/email-monitoring',
    '/admin-panel/background-jobs',
    '/admin-panel/audit-log',
    '/admin-panel/enquiries',
  ),
  v('/admin-panel/site-pages', '/admin-panel/site-pages', { collect: { sitePage: /^\/admin-panel\/site-pages\/([\w-]+)$/ } }),
  v('/admin-panel/site-pages/:slug', '/admin-panel/site-pages/{sitePage}'),
];

const ADMIN_PANEL_GIVING_AND_PAYMENTS: Visit[] = [
  v('/admin-panel/charities-dashboard'),
  v('/admin-panel/all-charities', '/admin-panel/all-charities', { collect: { charity: /^\/admin-panel\/charity\/(\d+)$/ } }),
  v('/admin-panel/charity/:charityId?', '/admin-panel/charity/{charity}'),
  v('/admin-panel/charity-details-view/:charityId', '/admin-panel/charity-details-view/{charity}'),
  v('/admin-panel/all-projects', '/admin-panel/all-projects', { collect: { project: /^\/admin-panel\/project\/(\d+)$/ } }),
  v('/admin-panel/project/:projectId?', '/admin-panel/project/{project}'),
  v('/admin-panel/project-details-view/:projectId', '/admin-panel/project-details-view/{project}'),
  ...same('/admin-panel/donations', '/admin-panel/payment-history', '/admin-panel/orders'),
];

const ADMIN_PANEL_BOOKS_AND_COURSES: Visit[] = [
  v('/admin-panel/books-dashboard'),
  v('/admin-panel/all-books', '/admin-panel/all-books', { collect: { book: /^\/admin-panel\/book\/(\d+)$/ } }),
  v('/admin-panel/book/:bookId?', '/admin-panel/book/{book}'),
  v('/admin-panel/view-book/:bookId?', '/admin-panel/view-book/{book}'),
  v('/admin-panel/all-book-categories', '/admin-panel/all-book-categories', { collect: { category: /^\/admin-panel\/book-category\/(\d+)$/ } }),
  v('/admin-panel/book-category/:categoryId?', '/admin-panel/book-category/{category}'),
  v('/admin-panel/book-monitoring'),
  v('/admin-panel/courses', '/admin-panel/courses', { collect: { course: /^\/admin-panel\/course\/(\d+)$/ } }),
  v('/admin-panel/course/:courseId?', '/admin-panel/course/{course}', { collect: { lesson: /^\/admin-panel\/course\/(\d+\/lesson\/\d+)$/ } }),
  v('/admin-panel/course/:courseId/lesson/:lessonId', '/admin-panel/course/{lesson}'),
];

const ADMIN_SCHOOL_PEOPLE_AND_SITE: Visit[] = [
  v('/admin-school/*', '/admin-school', { lands: /\/admin-school\/dashboard$/ }),
  ...same('/admin-school/dashboard', '/admin-school/organizations', '/admin-school/profile', '/admin-school/school-modes'),
  v('/admin-school/users', '/admin-school/users', { collect: { user: /^\/admin-school\/userprofile\/([\w-]+)$/ } }),
  v('/admin-school/userprofile/:userId?', '/admin-school/userprofile/{user}'),
  v('/admin-school/adduser/:userId?', '/admin-school/adduser/{user}'),
  v('/admin-school/classes', '/admin-school/classes', { collect: { class: /^\/admin-school\/class-students\/([\w-]+)$/ } }),
  v('/admin-school/class-students/:classId', '/admin-school/class-students/{class}'),
  v('/admin-school/addclass/:classId?', '/admin-school/addclass/{class}'),
  v('/admin-school/stories'),
  ...same('/admin-school/privacy', '/admin-school/enquiries'),
  v('/admin-school/site-pages', '/admin-school/site-pages', { collect: { sitePage: /^\/admin-school\/site-pages\/([\w-]+)$/ } }),
  v('/admin-school/site-pages/:slug', '/admin-school/site-pages/{sitePage}'),
];

const ADMIN_SCHOOL_CONTENT: Visit[] = [
  v('/admin-school/charities', '/admin-school/charities', { collect: { charity: /^\/admin-school\/charity-details-view\/(\d+)$/ } }),
  v('/admin-school/charity-details-view/:charityId', '/admin-school/charity-details-view/{charity}'),
  v('/admin-school/addcharities/:charityId?', '/admin-school/addcharities/{charity}'),
  v('/admin-school/donations'),
  v('/admin-school/orders'),
  v('/admin-school/books'),
  v('/admin-school/view-book/:bookId', '/admin-school/view-book/{book}'),
  v('/admin-school/book/:bookId?', '/admin-school/book/{book}'),
  v('/admin-school/book-categories', '/admin-school/book-categories', { collect: { category: /^\/admin-school\/add-book-category\/(\d+)$/ } }),
  v('/admin-school/add-book-category/:categoryId?', '/admin-school/add-book-category/{category}'),
  v('/admin-school/courses', '/admin-school/courses', { collect: { course: /^\/admin-school\/course\/(\d+)$/ } }),
  v('/admin-school/course/:courseId?', '/admin-school/course/{course}', { collect: { lesson: /^\/admin-school\/course\/(\d+\/lesson\/\d+)$/ } }),
  v('/admin-school/course/:courseId/lesson/:lessonId', '/admin-school/course/{lesson}'),
];

const ADMIN_ORGANIZATION: Visit[] = [
  v('/admin-organization/*', '/admin-organization', { lands: /\/admin-organization\/dashboard$/ }),
  ...same(
    '/admin-organization/dashboard',
    '/admin-organization/schools',
    '/admin-organization/stories',
    '/admin-organization/books',
    '/admin-organization/user-dashboard',
  ),
];

interface Group {
  name: string;
  as: Role;
  site: string;
  visits: Visit[];
  /** At a 360 px phone's width, rather than a desktop's. */
  phone?: boolean;
  /** Values made through the API before the visits. */
  prepare?: (context: BrowserContext) => Promise<Record<string, string>>;
}

const AREAS: Group[] = [
  { name: 'public pages of the main site, as a visitor', as: 'visitor', site: MAIN, visits: PUBLIC_PAGES },
  { name: 'learning and giving pages, as a visitor', as: 'visitor', site: MAIN, visits: PUBLIC_LEARNING_AND_GIVING },
  { name: 'login, signup and invitation pages, as a visitor', as: 'visitor', site: MAIN, visits: AUTH_PAGES },
  { name: 'a student’s dashboard and writing', as: 'student', site: GREENWOOD, visits: STUDENT_WRITING, prepare: draftStory },
  { name: 'a student’s lessons and certificate', as: 'student', site: GREENWOOD, visits: STUDENT_LEARNING, prepare: earnCertificate },
  { name: 'a teacher’s dashboard', as: 'teacher', site: GREENWOOD, visits: [v('/dashboard')] },
  // The school's admin buys and takes the teacher training: the demo teacher buys it in the
  // learning tests, and pupils of the demo class must stay free of it for the bulk-enrolment tests.
  {
    name: 'a teacher-training lesson, as the school’s admin',
    as: 'schoolAdmin',
    site: GREENWOOD,
    visits: [v('/teacher-training-course/:slug/:chapterSlug/:lessonSlug', '/teacher-training-course/{trainingLesson}')],
    prepare: buyTraining,
  },
  { name: 'a teacher’s cart, checkout, order and invoice', as: 'teacher', site: GREENWOOD, visits: TEACHER_ORDER, prepare: buyAndFillCart },
  ...['stripe', 'paypal', 'phonepe'].map(
    (provider): Group => ({ name: `${provider}’s return pages, as a teacher`, as: 'teacher', site: GREENWOOD, visits: providerPages(provider), prepare: buyEbook }),
  ),
  { name: 'platform admin: people, tenants and site pages', as: 'platformAdmin', site: MAIN, visits: ADMIN_PANEL_PEOPLE_AND_SITES },
  { name: 'platform admin: charities, donations and payments', as: 'platformAdmin', site: MAIN, visits: ADMIN_PANEL_GIVING_AND_PAYMENTS },
  { name: 'platform admin: books and courses', as: 'platformAdmin', site: MAIN, visits: ADMIN_PANEL_BOOKS_AND_COURSES },
  { name: 'school admin: people, classes and site pages', as: 'schoolAdmin', site: GREENWOOD, visits: ADMIN_SCHOOL_PEOPLE_AND_SITE },
  { name: 'school admin: charities, books and courses', as: 'schoolAdmin', site: GREENWOOD, visits: ADMIN_SCHOOL_CONTENT, prepare: draftSchoolBook },
  { name: 'organisation admin', as: 'orgAdmin', site: BRIGHTFUTURES, visits: ADMIN_ORGANIZATION },
  {
    name: 'the main public pages at a 360 px phone width',
    as: 'visitor',
    site: MAIN,
    visits: same('/', '/library', '/courses', '/charities', '/about', '/contact', '/login', '/register', '/cart'),
    phone: true,
  },
];

/**
 * Each area in tests of about four pages, so they run in parallel and each stays well inside a
 * test's time on busy cores; a page stays with the page it takes its parameters from.
 */
const PAGES_PER_TEST = 4;
function split(area: Group): Group[] {
  const parts: Visit[][] = [[]];
  for (const visit of area.visits) {
    const part = parts.at(-1)!;
    const collected = new Set(part.flatMap((x) => Object.keys(x.collect ?? {})));
    const needs = [...visit.url.matchAll(/\{(\w+)\}/g)].some((m) => collected.has(m[1]!));
    if (part.length >= PAGES_PER_TEST && !needs) parts.push([visit]);
    else part.push(visit);
  }
  return parts.map((visits, i) => ({ ...area, name: parts.length > 1 ? `${area.name} (${i + 1} of ${parts.length})` : area.name, visits }));
}
const GROUPS = AREAS.flatMap(split);

// ---------------------------------------------------------------------------------------------
// The route table, read as text

/**
 * Every path of the route table, as the address pattern it serves (`/course/:slug`,
 * `/admin-panel/user/:userId?`; `/admin-panel/*` stands for the admin tree's own index).
 */
function routeTablePaths(): string[] {
  const source = readFileSync(path.resolve(import.meta.dirname, '../apps/web/src/app/route-table.tsx'), 'utf8').replace(/^\s*\/\/.*$/gm, '');
  const paths: string[] = [];
  // Helpers of the form `const learn = (path: string, ...) => screen(...)` take the path first;
  // `screen` itself takes the area first.
  const helpers = [...source.matchAll(/const (\w+) = \(path: string/g)].map((m) => m[1]);
  const call = new RegExp(`\\b(?:screen\\(\\s*'\\w+',|(?:${helpers.join('|')})\\()\\s*(['\`])([^'\`]+)\\1`, 'g');
  const providers = [...source.matchAll(/\{ slug: '(\w+)', name:/g)].map((m) => m[1]!);
  for (const m of source.matchAll(call)) {
    const p = m[2]!;
    if (p.startsWith('${slug}')) paths.push(...providers.map((slug) => `/${p.replace('${slug}', slug)}`));
    else paths.push(`/${p}`);
  }
  if (/index: true,\s*handle/.test(source)) paths.push('/');
  for (const [, p] of source.matchAll(/path: '([^']+)'/g)) paths.push(p === '*' ? '/*' : `/${p}`);
  // Each admin tree: its base, then its children as [path, title, description, Component] tuples.
  const trees = source.split(/adminTree\(\s*'\w+',/).slice(1);
  for (const tree of trees) {
    const base = /^\s*'([\w-]+)'/.exec(tree)![1]!;
    paths.push(`/${base}/*`);
    const text = `(?:'(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*")`;
    const tuple = new RegExp(`\\[\\s*'([^']+)',\\s*${text},\\s*${text},\\s*'[A-Z]\\w*',?\\s*\\]`, 'g');
    for (const [, child] of tree.matchAll(tuple)) paths.push(`/${base}/${child}`);
  }
  return paths;
}

test('every route of the route table has an accessibility visit below', () => {
  const table = routeTablePaths();
  const visited = GROUPS.flatMap((g) => g.visits.map((x) => x.route));
  // Sanity check of the reading itself: the table has well over a hundred routes.
  expect(table.length).toBeGreaterThan(150);
  expect(new Set(table).size, 'a route appears twice in the table').toBe(table.length);
  expect(
    table.filter((r) => !visited.includes(r)),
    'routes without an axe visit: add them to a group in e2e/a11y-routes.e2e.ts',
  ).toEqual([]);
  expect(visited.filter((r) => !table.includes(r)), 'visits of routes the table no longer has').toEqual([]);
});

// ---------------------------------------------------------------------------------------------
// Visiting and checking

/** One login per role and worker: checking a password hash is slow on busy cores. */
const sessions = new Map<Role, ReturnType<typeof apiLogin>>();
function sessionOf(role: Exclude<Role, 'visitor'>) {
  if (!sessions.has(role)) sessions.set(role, apiLogin(LOGINS[role].site, LOGINS[role].username));
  return sessions.get(role)!;
}

async function contextFor(browser: Browser, role: Role, site: string, options: Parameters<Browser['newContext']>[0] = {}) {
  if (role === 'visitor') return browser.newContext(options);
  expect(LOGINS[role].site, `${role} logs in on the group's site`).toBe(site);
  const { access, refresh, user } = await sessionOf(role);
  return browser.newContext({
    ...options,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: site,
          localStorage: [
            { name: 'cs.access', value: access },
            { name: 'cs.refresh', value: refresh },
            { name: 'cs.user', value: JSON.stringify(user) },
          ],
        },
      ],
    },
  });
}

/** The page's own content is in: its lazy chunk arrived, its data loaded, no skeleton or spinner is left. */
async function waitForContent(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.getElementById('main-content') ?? document.querySelector('main');
      if (!main || !main.textContent?.trim()) return false;
      if (!document.querySelector('h1')) return false;
      return !document.querySelector('[aria-busy="true"], .animate-shimmer, [data-testid="page-loading"]');
    },
    undefined,
    { timeout: 20_000 },
  );
  // Entrance animations (fade-in, pop-in) end before colours are measured.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, {
    timeout: 5_000,
  });
}

/** Runs axe with the WCAG 2.2 A/AA rules and returns the serious and critical problems, readably. */
async function seriousProblems(page: Page, label: string): Promise<string[]> {
  const results = await axe(page).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((x) => x.impact === 'serious' || x.impact === 'critical')
    .map(
      (x) =>
        `${label} — ${x.id} (${x.impact}): ${x.help}\n` +
        x.nodes
          .slice(0, 6)
          .map((n) => `      ${n.target.join(' ')}`)
          .join('\n') +
        (x.nodes.length > 6 ? `\n      … and ${x.nodes.length - 6} more` : ''),
    );
}

/**
 * Buttons and links that repeat one accessible name for different things (twenty "Edit"s down a list of
 * users): a screen reader's list of controls cannot tell them apart. Two may be one action offered twice
 * (a header's button and an empty state's); three or more are a list's rows. Each row's control names its
 * item (components/ui/item-name.tsx).
 */
async function repeatedNames(page: Page, label: string): Promise<string[]> {
  const repeats = await page.evaluate(() => {
    const main = document.getElementById('main-content') ?? document.querySelector('main');
    if (!main) return [];
    const nameOf = (el: Element) => {
      const label = el.getAttribute('aria-label');
      if (label) return label;
      const by = el.getAttribute('aria-labelledby');
      if (by) return by.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
      const copy = el.cloneNode(true) as Element;
      copy.querySelectorAll('[aria-hidden="true"], svg').forEach((n) => n.remove());
      return copy.textContent ?? '';
    };
    const targets = new Map<string, Set<string>>();
    main.querySelectorAll('a[href], button').forEach((el, i) => {
      if (!(el as HTMLElement).checkVisibility()) return;
      const name = nameOf(el).replace(/\s+/g, ' ').trim();
      if (!name) return;
      const set = targets.get(name) ?? new Set<string>();
      set.add(el.tagName === 'A' ? `link ${el.getAttribute('href')}` : `button ${i}`);
      targets.set(name, set);
    });
    return [...targets].filter(([, set]) => set.size >= 3).map(([name, set]) => `"${name}" ×${set.size}`);
  });
  return repeats.length ? [`${label} — controls that repeat one name: ${repeats.join(', ')}`] : [];
}

async function collectFrom(page: Page, patterns: Record<string, RegExp>, values: Record<string, string>) {
  const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => a.getAttribute('href') ?? ''));
  for (const [name, pattern] of Object.entries(patterns)) {
    const found = hrefs.map((h) => pattern.exec(h)?.[1]).find(Boolean);
    expect(found, `a link matching ${pattern} on ${page.url()}`).toBeTruthy();
    values[name] = found!;
  }
}

function fill(url: string, values: Record<string, string>) {
  return url.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value collected for {${name}} in ${url}`);
    return value;
  });
}

async function checkGroup(context: BrowserContext, group: Group) {
  const page = await context.newPage();
  const values = group.prepare ? await group.prepare(context) : {};
  const problems: string[] = [];
  for (const visit of group.visits) {
    const site = visit.site ?? group.site;
    const url = fill(visit.url, values);
    await test.step(`${visit.route} (${url})`, async () => {
      await page.goto(`${site}${url}`);
      if (visit.lands) await expect(page).toHaveURL(visit.lands, { timeout: 15_000 });
      else await expect(page, 'the page is not a redirect (to the login page, say)').toHaveURL(`${site}${url}`);
      await waitForContent(page);
      problems.push(...(await seriousProblems(page, `${visit.route} at ${url}`)));
      problems.push(...(await repeatedNames(page, `${visit.route} at ${url}`)));
      if (visit.collect) await collectFrom(page, visit.collect, values);
    });
  }
  expect(problems, `serious or critical accessibility problems:\n${problems.join('\n')}`).toEqual([]);
}

// A page's visit and full axe analysis take three to seven seconds on two cores, and about twice
// that while the other worker runs beside it. A test has four pages, or up to seven when later
// pages take their parameters from earlier ones (a user's profile from the list of users): two
// minutes covers that on busy cores (a run alone takes 25 to 50 seconds).
test.describe.configure({ timeout: 120_000 });

for (const group of GROUPS) {
  test(`axe: ${group.name}`, async ({ browser }) => {
    const context = await contextFor(browser, group.as, group.site, group.phone ? { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true } : {});
    await checkGroup(context, group);
    await context.close();
  });
}

// ---------------------------------------------------------------------------------------------
// Values made through the API

async function tokenOf(role: Exclude<Role, 'visitor'>) {
  return (await sessionOf(role)).access;
}

type CourseDetail = { id: number; slug: string; kind: string; unlocked: boolean; chapters: { slug: string; lessons: { slug: string }[] }[] };

/** The student enrols in a course, a hub and the reading challenge, and finishes the challenge, whose quiz answers are known. */
async function earnCertificate(): Promise<Record<string, string>> {
  const token = await tokenOf('student');
  const api = <T,>(method: 'GET' | 'POST', url: string, body?: unknown) => siteApi<T>(GREENWOOD, method, url, { token, body });
  const firstLesson = async (slug: string) => {
    const course = (await api<CourseDetail>('GET', `/api/courses/${slug}/`)).body;
    expect((await api('POST', '/api/course-enrollments/', { course: course.id })).status).toBeLessThan(300);
    const chapter = course.chapters[0]!;
    return { course, path: `${slug}/${chapter.slug}/${chapter.lessons[0]!.slug}` };
  };
  const values: Record<string, string> = {
    courseLesson: (await firstLesson('this-is-course')).path,
    hubLesson: (await firstLesson('climate-action-hub')).path,
  };
  const { course } = await firstLesson('21-day-reading-challenge');
  const lessonApi = (chapter: string, lesson: string) => `/api/courses/${course.slug}/chapters/${chapter}/lessons/${lesson}`;
  // The seeded quiz of the reading challenge (apps/server/src/db/seed/seed.ts, DEMO_QUIZZES).
  const quiz = await api<{ passed: boolean }>('POST', `${lessonApi('week-3-share-your-story', 'days-15-18-become-a-book-reviewer')}/quiz/`, { answers: [1, 0, 1] });
  expect(quiz.body.passed).toBe(true);
  let certificate: string | undefined;
  for (const chapter of course.chapters) {
    for (const lesson of chapter.lessons) {
      // Passing its quiz completes the quiz's lesson.
      if (lesson.slug === 'days-15-18-become-a-book-reviewer') continue;
      const done = await api<{ certificate: { id: string } | null }>('POST', `${lessonApi(chapter.slug, lesson.slug)}/complete/`);
      expect(done.status, JSON.stringify(done.body)).toBe(200);
      certificate = done.body.certificate?.id ?? certificate;
    }
  }
  expect(certificate, 'a certificate after every lesson').toBeTruthy();
  values.certificate = certificate!;
  return values;
}

/**
 * The school's admin bought the teacher training (it is sold in the shop), paying on the test-mode
 * provider's page, which enrols them; at its second lesson, past the free first one.
 */
async function buyTraining(context: BrowserContext): Promise<Record<string, string>> {
  const token = await tokenOf('schoolAdmin');
  const course = (await siteApi<CourseDetail>(GREENWOOD, 'GET', '/api/courses/reading-aloud-that-works/', { token })).body;
  if (!course.unlocked) {
    const products = await siteApi<{ results: { id: number }[] }>(GREENWOOD, 'GET', '/api/products/?kind=teacher_training');
    type Started = { redirect_url: string };
    const order = await siteApi<Started>(GREENWOOD, 'POST', '/api/checkout/', {
      token,
      body: { provider: 'stripe', email: 'schooladmin@greenwood.test', name: 'Greenwood Admin', items: [products.body.results[0]!.id] },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const page = await context.newPage();
    await page.goto(new URL(order.body.redirect_url, GREENWOOD).toString());
    await page.getByTestId('test-pay-success').click();
    await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });
    await page.close();
  }
  const chapter = course.chapters[0]!;
  return { trainingLesson: `${course.slug}/${chapter.slug}/${chapter.lessons[1]!.slug}` };
}

/** A draft story of the student's, for the writing wizard and the one-page editor. */
async function draftStory(): Promise<Record<string, string>> {
  const story = await siteApi<{ slug: string }>(GREENWOOD, 'POST', '/api/publishing/stories/', {
    token: await tokenOf('student'),
    body: { title: 'The heron who counted fish', summary: 'A story about a patient bird.', wizard_step: 2 },
  });
  expect(story.status, JSON.stringify(story.body)).toBe(201);
  return { story: story.body.slug };
}

/** The teacher buys an e-book (not the one the cart gets later) and pays on the test-mode provider's page. */
async function buyEbook(context: BrowserContext): Promise<Record<string, string>> {
  const token = await tokenOf('teacher');
  const products = await siteApi<{ results: { id: number; kind: string; title: string }[] }>(GREENWOOD, 'GET', '/api/products/');
  const ebooks = products.body.results.filter((p) => p.kind === 'book_digital' && !p.title.startsWith('The Mango Tree'));
  expect(ebooks.length, 'an e-book for sale').toBeGreaterThan(0);
  // A digital edition is sold to an account once: each group buys one the teacher has not bought yet.
  type Started = { order: { reference: string }; access_token: string; redirect_url: string };
  let order: ApiResult<Started> | null = null;
  for (const ebook of ebooks) {
    order = await siteApi<Started>(GREENWOOD, 'POST', '/api/checkout/', {
      token,
      body: { provider: 'stripe', email: 'teacher@greenwood.test', name: 'Sam Teacher', items: [ebook.id] },
    });
    if (order.status !== 400) break;
  }
  expect(order!.status, JSON.stringify(order!.body)).toBe(201);
  const page = await context.newPage();
  await page.goto(new URL(order!.body.redirect_url, GREENWOOD).toString());
  await page.getByTestId('test-pay-success').click();
  await expect(page.getByTestId('payment-success')).toBeVisible({ timeout: 20_000 });
  await page.close();
  return { order: order!.body.order.reference, orderToken: order!.body.access_token };
}

/** An order as above, then an e-book in the cart, so the cart and checkout show their real content. */
async function buyAndFillCart(context: BrowserContext): Promise<Record<string, string>> {
  const values = await buyEbook(context);
  const page = await context.newPage();
  await page.goto(`${GREENWOOD}/library/the-mango-tree-that-waited`);
  const offer = page.getByTestId('product-offer').filter({ hasText: 'Digital edition' });
  await offer.getByTestId('add-to-cart').click();
  await expect(offer.getByTestId('in-cart')).toBeVisible();
  await page.close();
  return values;
}

/**
 * Greenwood has no books of its own in the demo: its admin drafts one (the form is multipart, its `meta` JSON).
 * Each draft has its own title: the groups that need one each make one, and the list's rows must tell them apart.
 */
async function draftSchoolBook(): Promise<Record<string, string>> {
  const token = await tokenOf('schoolAdmin');
  const meta = { title: `Our class garden ${Date.now().toString(36)}`, authors: ['Year 4 Oak'], illustrator: '', description: 'Our garden through the seasons.', language: 'en', reading_level: 2, age_min: 7, age_max: 9, category_id: null, sdgs: [15], license: 'CC BY 4.0', format: 'pages', pages: [{ text: 'In spring we planted beans.' }], status: 'draft' };
  const boundary = `----a11y-${Date.now()}`;
  const body = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="meta"\r\n\r\n${JSON.stringify(meta)}\r\n--${boundary}--\r\n`);
  const url = new URL('/api/admin/books/', GREENWOOD);
  const created = await new Promise<{ status: number; id?: number }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: url.pathname,
        headers: { host: url.host, authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, id: (JSON.parse(text) as { id?: number }).id }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
  expect(created.status).toBe(201);
  return { book: String(created.id) };
}
