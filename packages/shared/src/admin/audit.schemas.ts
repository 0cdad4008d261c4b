import { z } from 'zod';
import { AUDITED_TABLES } from './audited-tables.js';

export { AUDITED_TABLES };

/**
 * The audit log the platform admin browses (`/admin-panel/audit-log`, `GET /api/admin/audit/`):
 * who changed what, when, with the values before and after.
 */

export const AUDIT_OPERATIONS = ['insert', 'update', 'delete'] as const;
export const ZAuditOperation = z.enum(AUDIT_OPERATIONS);
export type TAuditOperation = z.infer<typeof ZAuditOperation>;

export type TAuditedTable = keyof typeof AUDITED_TABLES;
export const AUDITED_TABLE_NAMES = Object.keys(AUDITED_TABLES) as TAuditedTable[];

export const AUDIT_MSG = {
  notPlatformAdmin: 'Only the platform admin can read the audit log.',
  badDate: 'Enter a date as YYYY-MM-DD.',
  badRange: 'The start date must not be after the end date.',
} as const;

const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_MSG.badDate)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), AUDIT_MSG.badDate);

export const ZAuditListQuery = z
  .object({
    search: z.string().trim().max(200).default(''),
    table: z.enum(AUDITED_TABLE_NAMES as [TAuditedTable, ...TAuditedTable[]]).optional(),
    operation: ZAuditOperation.optional(),
    tenant: z.union([z.uuid(), z.literal('main')]).optional(),
    actor: z.uuid().optional(),
    target: z.string().trim().max(64).optional(),
    from: ZDate.optional(),
    to: ZDate.optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: AUDIT_MSG.badRange, path: ['to'] });

export const ZAuditEvent = z.object({
  id: z.number().int(),
  created_at: z.string(),
  actor: z.object({ id: z.string().nullable(), label: z.string(), role: z.string() }),
  site: z.object({ id: z.string(), name: z.string() }).nullable(),
  route: z.string(),
  table: z.string(),
  /** What one row of the table is called ('User', 'Class'…). */
  kind: z.string(),
  operation: ZAuditOperation,
  target: z.object({ id: z.string(), label: z.string() }),
  /** Column → value; secrets show as '[hidden]', long texts shortened. */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;

export const ZAuditPage = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(ZAuditEvent),
  /** Who appears in the log, for the actor filter. */
  actors: z.array(z.object({ id: z.string(), label: z.string() })),
  /** The sites that appear in the log, for the site filter. */
  sites: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;
