import { ACTIVITY_DAYS, DASHBOARD_WEEKS, type TMoneyTotal, type TPublicationCounts, type TSiteNumbers } from '@commonshelf/shared/admin/school-dashboard.schemas';
import type { Tx } from '../../db/client.js';
import * as repo from './site-stats.repository.js';

const DAY_MS = 86_400_000;

/** Where "recent" starts: `ACTIVITY_DAYS` before `now`. */
export const activitySince = (now: Date) => new Date(now.getTime() - ACTIVITY_DAYS * DAY_MS);

/** The last `n` weeks' Mondays (UTC) as `YYYY-MM-DD`, oldest first, and the first instant of the oldest. */
export function lastWeeks(now: Date, n = DASHBOARD_WEEKS): { weeks: string[]; since: Date } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((now.getUTCDay() + 6) % 7) * DAY_MS;
  const weeks = Array.from({ length: n }, (_, i) => new Date(monday - (n - 1 - i) * 7 * DAY_MS).toISOString().slice(0, 10));
  return { weeks, since: new Date(monday - (n - 1) * 7 * DAY_MS) };
}

/** Readings per week over the last `DASHBOARD_WEEKS` weeks, zero-filled. */
export async function readingsByWeek(tx: Tx, tenantIds: string[], now: Date) {
  const { weeks, since } = lastWeeks(now);
  const rows = new Map((await repo.readingsPerWeek(tx, tenantIds, since)).map((r) => [r.week, Number(r.n)]));
  return weeks.map((week) => ({ week, count: rows.get(week) ?? 0 }));
}

const emptyCounts = (): TPublicationCounts => ({ total: 0, draft: 0, pending: 0, published: 0, rejected: 0 });

export const emptyNumbers = (): TSiteNumbers => ({
  students: { active: 0, archived: 0 },
  teachers: 0,
  classes: { active: 0, inactive: 0 },
  books: { ...emptyCounts(), featured: 0 },
  stories: emptyCounts(),
  donations: [],
  readings: { total: 0, recent: 0 },
  courses: { enrolments: 0, completions: 0, recent_enrolments: 0, recent_completions: 0 },
});

const byCurrency = (a: TMoneyTotal, b: TMoneyTotal) => a.currency.localeCompare(b.currency);

/** Adds money per currency. */
function addMoney(into: TMoneyTotal[], more: TMoneyTotal[]): TMoneyTotal[] {
  const out = new Map(into.map((m) => [m.currency, { ...m }]));
  for (const m of more) {
    const had = out.get(m.currency);
    if (had) {
      had.minor += m.minor;
      had.count += m.count;
    } else out.set(m.currency, { ...m });
  }
  return [...out.values()].sort(byCurrency);
}

/** Every site's numbers, one entry per id of `tenantIds` (zero when a site has nothing yet). */
export async function siteNumbers(tx: Tx, tenantIds: string[], now: Date): Promise<Map<string, TSiteNumbers>> {
  const out = new Map(tenantIds.map((id) => [id, emptyNumbers()]));
  if (!tenantIds.length) return out;
  const since = activitySince(now);
  const at = (id: string | null) => (id ? out.get(id) : undefined);
  for (const r of await repo.peopleBySite(tx, tenantIds)) {
    const s = at(r.tenantId);
    if (s) Object.assign(s, { students: { active: r.studentsActive, archived: r.studentsArchived }, teachers: r.teachers });
  }
  for (const r of await repo.classesBySite(tx, tenantIds)) {
    const s = at(r.tenantId);
    if (s) s.classes = { active: r.active, inactive: r.inactive };
  }
  for (const r of await repo.booksBySite(tx, tenantIds)) {
    const s = at(r.tenantId);
    if (!s) continue;
    s.books[r.status] += r.n;
    s.books.total += r.n;
    s.books.featured += r.featured;
  }
  for (const r of await repo.storiesBySite(tx, tenantIds)) {
    const s = at(r.tenantId);
    if (!s) continue;
    s.stories[r.status] += r.n;
    s.stories.total += r.n;
  }
  for (const r of await repo.readingsBySite(tx, tenantIds, since)) {
    const s = at(r.tenantId);
    if (s) s.readings = { total: r.total, recent: r.recent };
  }
  for (const r of await repo.donationsBySite(tx, tenantIds)) {
    const s = at(r.tenantId);
    if (s) s.donations = addMoney(s.donations, [{ currency: r.currency, minor: Number(r.minor), count: r.n }]);
  }
  for (const r of await repo.enrolmentsBySite(tx, tenantIds, since)) {
    const s = at(r.tenantId);
    if (s) s.courses = { enrolments: r.enrolments, completions: r.completions, recent_enrolments: r.recentEnrolments, recent_completions: r.recentCompletions };
  }
  return out;
}

const addCounts = <T extends Record<string, number>>(a: T, b: T): T => Object.fromEntries(Object.entries(a).map(([k, v]) => [k, v + (b[k] ?? 0)])) as T;

/** Several sites' numbers added up. */
export function addUp(list: Iterable<TSiteNumbers>): TSiteNumbers {
  let total = emptyNumbers();
  for (const s of list) {
    total = {
      students: addCounts(total.students, s.students),
      teachers: total.teachers + s.teachers,
      classes: addCounts(total.classes, s.classes),
      books: addCounts(total.books, s.books),
      stories: addCounts(total.stories, s.stories),
      donations: addMoney(total.donations, s.donations),
      readings: addCounts(total.readings, s.readings),
      courses: addCounts(total.courses, s.courses),
    };
  }
  return total;
}
