import { AUDIT_MSG, AUDITED_TABLES, type TAuditEvent, type TAuditPage, type ZAuditListQuery } from '@commonshelf/shared/admin/audit.schemas';
import type { z } from 'zod';
import { requirePlatformAdmin } from '../auth/admin-guards.js';
import type { Run } from '../auth/auth.service.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import type { UserRow } from '../users/users.table.js';
import * as repo from './audit.repository.js';

/**
 * Reading the audit log. Writing it is the database's job (`cs_audit()` in migration 0011): every
 * change a staff member makes to an audited table is recorded in the same transaction.
 */

export type AuditCtx = { platform: Run };

export const requireAuditReader = (user: UserRow | null, site: TenantRow | null) => requirePlatformAdmin(user, site, AUDIT_MSG.notPlatformAdmin);

type Row = Awaited<ReturnType<typeof repo.listAudit>>['rows'][number];

const values = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

const present = ({ event: e, siteName }: Row): TAuditEvent => ({
  id: e.id,
  created_at: e.createdAt.toISOString(),
  actor: { id: e.actorId, label: e.actorLabel, role: e.actorRole },
  site: e.tenantId ? { id: e.tenantId, name: siteName ?? 'A removed site' } : null,
  route: e.route,
  table: e.tableName,
  kind: (AUDITED_TABLES as Record<string, string>)[e.tableName] ?? e.tableName,
  operation: e.operation,
  target: { id: e.targetId, label: e.targetLabel },
  before: values(e.before),
  after: values(e.after),
});

export async function listAuditEvents(ctx: AuditCtx, q: z.output<typeof ZAuditListQuery>): Promise<Omit<TAuditPage, 'next' | 'previous'>> {
  return ctx.platform(async (tx) => {
    const { count, rows } = await repo.listAudit(tx, q, q.limit, q.offset);
    const actors = await repo.auditActors(tx);
    return {
      sites: await repo.auditSites(tx),
      count,
      results: rows.map(present),
      actors: actors.flatMap((a) => (a.id ? [{ id: a.id, label: a.label }] : [])).sort((a, b) => a.label.localeCompare(b.label)),
    };
  });
}
