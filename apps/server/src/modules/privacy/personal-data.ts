import { sql } from 'drizzle-orm';
import { execRows, type Tx } from '../../db/client.js';

/**
 * Where a person's data lives, read from the database's own catalogue rather than a list kept by
 * hand: every column with a foreign key to `users`, plus the tables whose rows belong to a site. A
 * table added later is exported and erased with the rest without anyone remembering to list it.
 */

type Column = { table: string; column: string };
type Row = Record<string, unknown>;

/** Columns a download never carries: password and token hashes, provider keys. */
const SECRET_COLUMN = /(password|secret|token|_hash$|checkout_key|idempotency_key)/;
/** The site's audit log is the school's record about people, not theirs; invoice numbering is the site's. */
const NOT_PERSONAL = new Set(['audit_events', 'invoice_counters']);
/**
 * Columns naming the staff member who acted on a row (reviewed a child's story, shipped an order):
 * the row is not the actor's data, and a teacher's own export must not carry children's work.
 */
const ACTOR_COLUMN = /^(reviewed_by|featured_by|shipped_by|granted_by|revoked_by|invited_by|requested_by|actor_id|updated_by|created_by|handled_by)$/;

/** Every `table.column` referring to a person (`users.id`), in a stable order. */
export async function personColumns(tx: Tx): Promise<Column[]> {
  return execRows<Column>(
    tx,
    sql`select c.conrelid::regclass::text as "table", a.attname as "column"
        from pg_constraint c
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.confrelid = 'public.users'::regclass and array_length(c.conkey, 1) = 1
        order by 1, 2`,
  );
}

/**
 * Every table of the public schema with a `tenant_id` column, in a stable order. An export leaves
 * out the mail outbox (`exporting`): its emails carry working sign-in, reset and consent links.
 */
export async function siteTables(tx: Tx, exporting = false): Promise<string[]> {
  const rows = await execRows<{ table: string }>(
    tx,
    sql`select table_name as "table" from information_schema.columns
        where table_schema = 'public' and column_name = 'tenant_id' order by 1`,
  );
  return rows.map((r) => r.table).filter((t) => !NOT_PERSONAL.has(t) && !(exporting && t === 'mail_outbox'));
}

/** A row as a download carries it: secrets left out. */
function withoutSecrets(row: Row): Row {
  return Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMN.test(k)));
}

export async function rowsWhere(tx: Tx, table: string, column: string, value: string): Promise<Row[]> {
  return (await execRows<Row>(tx, sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${value}`)).map(withoutSecrets);
}

/**
 * A person's rows, table by table: every row that names them in a person column (their account,
 * classes, stories, reactions, reading, courses, certificates, entries, orders, consents…), and the
 * rows that belong to those (OWNED_CHILDREN). Rows where they appear only as the staff who acted are
 * left out.
 */
export async function personRows(tx: Tx, userId: string): Promise<Record<string, Row[]>> {
  const out: Record<string, Row[]> = {};
  for (const { table, column } of await personColumns(tx)) {
    if (NOT_PERSONAL.has(table) || ACTOR_COLUMN.test(column)) continue;
    // A row naming the person in two columns comes once.
    const had = out[table] ?? [];
    const seen = new Set(had.map((r) => JSON.stringify(r)));
    const rows = (await rowsWhere(tx, table, column, userId)).filter((r) => !seen.has(JSON.stringify(r)));
    if (rows.length) out[table] = [...had, ...rows];
  }
  out.users = await rowsWhere(tx, 'users', 'id', userId);
  for (const { table, column, parent, order } of OWNED_CHILDREN) {
    const ids = (out[parent] ?? []).map((r) => r.id as string | number);
    if (!ids.length) continue;
    const rows = await execRows<Row>(
      tx,
      sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) order by ${sql.raw(order)}`,
    );
    if (rows.length) out[table] = rows.map(withoutSecrets);
  }
  return out;
}

/**
 * Rows that name no person but are part of one of the person's rows: a book's pages, a course's
 * lessons completed and quizzes tried, an order's lines, payments, invoice and gift. Listed by hand,
 * not read from the catalogue: a gift to the person's fundraising page also points at their row,
 * and is the donor's data, not theirs.
 */
const OWNED_CHILDREN: { table: string; column: string; parent: string; order: string }[] = [
  { table: 'book_pages', column: 'book_id', parent: 'books', order: 'book_id, page_no' },
  { table: 'lesson_completions', column: 'enrollment_id', parent: 'course_enrollments', order: 'enrollment_id, completed_at' },
  { table: 'quiz_attempts', column: 'enrollment_id', parent: 'course_enrollments', order: 'enrollment_id, created_at' },
  { table: 'order_items', column: 'order_id', parent: 'orders', order: 'order_id, id' },
  { table: 'payments', column: 'order_id', parent: 'orders', order: 'order_id, created_at' },
  { table: 'invoices', column: 'order_id', parent: 'orders', order: 'order_id' },
  { table: 'donations', column: 'order_id', parent: 'orders', order: 'order_id' },
];

/** A storage key (`folder/name.ext`, ours, never a client's file name), as a column holds one. */
const STORAGE_KEY = /^[a-z0-9-]+(?:\/[a-z0-9-]+)+\.[a-z0-9]{1,8}$/;
/**
 * The columns that hold stored files: a key each (`cover`, `file_key`), a list of them (`photos`),
 * or JSON naming them (`resources`). Only these: text a person typed that happens to look like a
 * key (a challenge entry) must not export, or on erasure delete, somebody else's file.
 */
const FILE_COLUMN = /^(avatar|cover|image|logo|photos|file_key|video_key|resources)$/;

function collectKeys(value: unknown, keys: Set<string>) {
  if (typeof value === 'string') {
    if (STORAGE_KEY.test(value)) keys.add(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collectKeys(v, keys);
  } else if (value && typeof value === 'object' && !(value instanceof Date)) {
    for (const v of Object.values(value)) collectKeys(v, keys);
  }
}

/** The stored files the rows name, in their file columns (keys, lists of keys, JSON naming keys). */
export function fileKeysIn(tables: Record<string, Row[]>): string[] {
  const keys = new Set<string>();
  for (const rows of Object.values(tables)) for (const row of rows) for (const [column, v] of Object.entries(row)) if (FILE_COLUMN.test(column)) collectKeys(v, keys);
  return [...keys].sort();
}
