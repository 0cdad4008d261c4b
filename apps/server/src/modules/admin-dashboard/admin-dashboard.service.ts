import { DASHBOARD_MONTHS, DASHBOARD_MSG, type TPlatformDashboard } from '@commonshelf/shared/admin/platform-dashboard.schemas';
import { requirePlatformAdmin } from '../auth/admin-guards.js';
import type { Run } from '../auth/auth.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './admin-dashboard.repository.js';

export const requireDashboardAdmin = (user: UserRow | null, site: TenantRow | null) => requirePlatformAdmin(user, site, DASHBOARD_MSG.notPlatformAdmin);

/** The last `n` calendar months (UTC) as `YYYY-MM`, oldest first, and the first instant of the oldest. */
export function lastMonths(now: Date, n = DASHBOARD_MONTHS): { months: string[]; since: Date } {
  const months: string[] = [];
  for (let i = n - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    months.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return { months, since: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1), 1)) };
}

export type MoneyRow = { month: string; currency: string; n: number; minor: string | number };

/** Per-month rows folded into one entry a month (zero-filled), amounts per currency. */
export function byMonth(months: string[], rows: MoneyRow[]) {
  return months.map((m) => {
    const here = rows.filter((r) => r.month === m);
    return {
      month: m,
      count: here.reduce((sum, r) => sum + Number(r.n), 0),
      amounts: here.map((r) => ({ currency: r.currency, minor: Number(r.minor) })).sort((a, b) => a.currency.localeCompare(b.currency)),
    };
  });
}

export async function platformDashboard(platform: Run, now = new Date()): Promise<TPlatformDashboard> {
  const { months, since } = lastMonths(now);
  return platform(async (tx) => {
    const roles = await repo.usersByRole(tx);
    const perMonth = new Map((await repo.usersPerMonth(tx, since)).map((r) => [r.month, Number(r.n)]));
    const tenantRows = await repo.tenantsByKindAndStatus(tx);
    const bookRows = new Map((await repo.booksByStatus(tx)).map((r) => [r.status, Number(r.n)]));
    const storyRows = new Map((await repo.storiesByStatus(tx)).map((r) => [r.status, Number(r.n)]));
    const status = (s: TenantRow['status']) => tenantRows.filter((r) => r.status === s).reduce((sum, r) => sum + Number(r.n), 0);
    const active = (organization: boolean) => tenantRows.filter((r) => r.organization === organization && r.status === 'active').reduce((sum, r) => sum + Number(r.n), 0);
    const sum = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
    const booksWaiting = await repo.booksWaiting(tx);
    return {
      users: {
        total: roles.reduce((s, r) => s + Number(r.n), 0),
        by_role: roles.map((r) => ({ role: r.role, count: Number(r.n) })).sort((a, b) => b.count - a.count || a.role.localeCompare(b.role)),
        new_by_month: months.map((m) => ({ month: m, count: perMonth.get(m) ?? 0 })),
      },
      tenants: {
        schools: active(false),
        organizations: active(true),
        by_status: { pending: status('pending'), active: status('active'), rejected: status('rejected'), suspended: status('suspended') },
      },
      library: {
        books: sum(bookRows),
        published_books: bookRows.get('published') ?? 0,
        books_waiting: booksWaiting,
        stories: sum(storyRows),
        published_stories: storyRows.get('published') ?? 0,
      },
      donations_by_month: byMonth(months, await repo.paidOrdersPerMonth(tx, 'donation', since)),
      orders_by_month: byMonth(months, await repo.paidOrdersPerMonth(tx, 'purchase', since)),
      attention: { tenants_waiting: status('pending'), books_waiting: booksWaiting, failed_emails: await repo.failedEmails(tx) },
    };
  });
}
