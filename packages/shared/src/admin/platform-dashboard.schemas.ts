import { z } from 'zod';

/** `GET /api/admin/dashboard/`: the platform admin's numbers across every site. */

export const DASHBOARD_MONTHS = 12;

const ZMoney = z.object({ currency: z.string(), minor: z.number().int() });
const ZMonthCount = z.object({ month: z.string(), count: z.number().int() });
const ZMonthMoney = ZMonthCount.extend({ amounts: z.array(ZMoney) });

export const ZPlatformDashboard = z.object({
  users: z.object({
    total: z.number().int(),
    by_role: z.array(z.object({ role: z.string(), count: z.number().int() })),
    /** New accounts per month, oldest first, the last `DASHBOARD_MONTHS` months (this one included). */
    new_by_month: z.array(ZMonthCount),
  }),
  tenants: z.object({
    schools: z.number().int(),
    organizations: z.number().int(),
    by_status: z.object({ pending: z.number().int(), active: z.number().int(), rejected: z.number().int(), suspended: z.number().int() }),
  }),
  library: z.object({
    books: z.number().int(),
    published_books: z.number().int(),
    books_waiting: z.number().int(),
    stories: z.number().int(),
    published_stories: z.number().int(),
  }),
  /** Paid gifts per month (a refunded one no longer counts), with their sums per currency. */
  donations_by_month: z.array(ZMonthMoney),
  /** Paid purchases per month, with their sums per currency. */
  orders_by_month: z.array(ZMonthMoney),
  /** What waits for the platform admin. */
  attention: z.object({ tenants_waiting: z.number().int(), books_waiting: z.number().int(), failed_emails: z.number().int() }),
});
export type TPlatformDashboard = z.infer<typeof ZPlatformDashboard>;

export const DASHBOARD_MSG = { notPlatformAdmin: 'Only the platform admin sees the platform’s dashboard, on the main site.' } as const;
