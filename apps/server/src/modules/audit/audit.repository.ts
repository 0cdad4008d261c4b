import { and, count, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenants } from '../tenants/tenants.table.js';
import { auditEvents } from './audit.table.js';

export type AuditFilter = {
  search?: string;
  table?: string;
  operation?: 'insert' | 'update' | 'delete';
  /** A tenant's uuid, or 'main' for the main site and platform-wide rows. */
  tenant?: string;
  actor?: string;
  target?: string;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function auditWhere(f: AuditFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.table) conds.push(eq(auditEvents.tableName, f.table));
  if (f.operation) conds.push(eq(auditEvents.operation, f.operation));
  if (f.tenant === 'main') conds.push(isNull(auditEvents.tenantId));
  else if (f.tenant) conds.push(eq(auditEvents.tenantId, f.tenant));
  if (f.actor) conds.push(eq(auditEvents.actorId, f.actor));
  if (f.target) conds.push(eq(auditEvents.targetId, f.target));
  if (f.from) conds.push(gte(auditEvents.createdAt, new Date(`${f.from}T00:00:00Z`)));
  if (f.to) conds.push(lt(auditEvents.createdAt, new Date(Date.parse(`${f.to}T00:00:00Z`) + 86_400_000)));
  if (f.search) {
    const like = `%${escapeLike(f.search)}%`;
    conds.push(or(ilike(auditEvents.actorLabel, like), ilike(auditEvents.targetLabel, like), ilike(auditEvents.route, like), eq(auditEvents.targetId, f.search)));
  }
  return and(...conds);
}

export async function listAudit(tx: Tx, f: AuditFilter, limit: number, offset: number) {
  const where = auditWhere(f);
  const [total] = await tx.select({ n: count() }).from(auditEvents).where(where);
  const rows = await tx
    .select({ event: auditEvents, siteName: tenants.schoolName })
    .from(auditEvents)
    .leftJoin(tenants, eq(tenants.id, auditEvents.tenantId))
    .where(where)
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit)
    .offset(offset);
  return { count: Number(total?.n ?? 0), rows };
}

/** Everyone who appears in the log, by their latest label, for the actor filter. */
export async function auditActors(tx: Tx) {
  return tx
    .selectDistinctOn([auditEvents.actorId], { id: auditEvents.actorId, label: auditEvents.actorLabel })
    .from(auditEvents)
    .where(sql`${auditEvents.actorId} is not null`)
    .orderBy(auditEvents.actorId, desc(auditEvents.createdAt))
    .limit(500);
}

/** The sites that appear in the log, by name, for the site filter. */
export async function auditSites(tx: Tx) {
  return tx
    .selectDistinct({ id: tenants.id, name: tenants.schoolName })
    .from(auditEvents)
    .innerJoin(tenants, eq(tenants.id, auditEvents.tenantId))
    .orderBy(tenants.schoolName)
    .limit(500);
}
