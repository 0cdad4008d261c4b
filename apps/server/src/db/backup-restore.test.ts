import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enquiries } from '../modules/enquiries/enquiries.table.js';
import { createTestDatabase, dropTestDatabase, pgUrlFor, TEST_DB_KIND } from '../test/test-db.js';
import { execRows, inPlatformScope, type Database } from './client.js';

/**
 * The tested restore of docs/deploy.md: `scripts/backup-restore-check.sh` dumps a migrated and
 * seeded database, restores it into a fresh one and compares every table's exact row count and the
 * migrations. Checked here against counts the test makes itself (another catalog query, as the
 * superuser), with controls: a restored copy missing one row, and a role that cannot see every row,
 * must both fail; and a source that takes writes while it is dumped still compares exactly.
 */
const SCRIPT = path.resolve(import.meta.dirname, '../../../../scripts/backup-restore-check.sh');

type Run = { code: number | null; stdout: string; stderr: string };
function runScript(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [SCRIPT, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The report's table rows: name → [rls, source count, restored count, result]. */
function reported(stdout: string): Map<string, { rls: string; source: number; restored: number; result: string }> {
  const rows = new Map<string, { rls: string; source: number; restored: number; result: string }>();
  for (const line of stdout.split('\n')) {
    const m = /^(\w+\.\w+)\s+(\S+)\s+(\d+)\s+(\d+)\s+(ok|DIFFERENT)$/.exec(line);
    if (m) rows.set(m[1]!, { rls: m[2]!, source: Number(m[3]), restored: Number(m[4]), result: m[5]! });
  }
  return rows;
}

/** Exact counts made here, independently of the script: information_schema's base tables of the application's schemas, as the superuser. */
async function realCounts(database: string): Promise<Map<string, number>> {
  const client = new pg.Client({ connectionString: pgUrlFor(database) });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ s: string; t: string }>(
      // The job queue's partitioned tables are counted whole, through their parents.
      `select table_schema as s, table_name as t from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle', 'pgboss')
         and not (select relispartition from pg_class where oid = format('%I.%I', table_schema, table_name)::regclass)
       order by 1, 2`,
    );
    const counts = new Map<string, number>();
    for (const { s, t } of tables) {
      const { rows } = await client.query<{ n: string }>(`select count(*) as n from "${s}"."${t}"`);
      counts.set(`${s}.${t}`, Number(rows[0]!.n));
    }
    return counts;
  } finally {
    await client.end();
  }
}

const keptName = (stdout: string) => /^kept database (\S+)/m.exec(stdout)?.[1];

let db: Database;
let drop: () => Promise<void>;
let source: string;
const scratch: string[] = [];
let dir: string;

beforeAll(async () => {
  if (TEST_DB_KIND !== 'postgres') return;
  // A database made by the project's own migrations and demo seed (the run's template), plus a few
  // rows written as the application writes them.
  ({ db, drop } = await createTestDatabase(inject('dbTemplate')));
  source = await inPlatformScope(db, async (tx) => {
    await tx.insert(enquiries).values(
      Array.from({ length: 3 }, (_, i) => ({ kind: 'contact' as const, name: `Backup ${i}`, email: `backup${i}@example.org`, message: 'Before the backup.' })),
    );
    const [row] = await execRows<{ name: string }>(tx, sql`select current_database() as name`);
    return row!.name;
  });
  dir = mkdtempSync(path.join(tmpdir(), 'cs-backup-test-'));
});
afterAll(async () => {
  if (TEST_DB_KIND !== 'postgres') return;
  for (const name of scratch) await dropTestDatabase(name);
  await drop?.();
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(TEST_DB_KIND !== 'postgres')('backup with a tested restore (scripts/backup-restore-check.sh)', () => {
  it('dumps, restores into a fresh database and reports every table with the real counts of both', async () => {
    const uploads = path.join(dir, 'uploads');
    mkdirSync(path.join(uploads, 'tenants'), { recursive: true });
    for (const n of ['a.png', 'b.jpg']) writeFileSync(path.join(uploads, 'tenants', n), n);
    writeFileSync(path.join(uploads, 'logo.svg'), '<svg/>');
    const out = path.join(dir, 'out');

    const run = await runScript(['--keep', '--out', out, '--uploads', uploads, pgUrlFor(source)]);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const restored = keptName(run.stdout)!;
    expect(restored).toMatch(/^cs_restore_check_/);
    scratch.push(restored);

    const report = reported(run.stdout);
    const sourceCounts = await realCounts(source);
    const restoredCounts = await realCounts(restored);
    expect(sourceCounts.get('public.enquiries')).toBeGreaterThanOrEqual(3);
    expect(sourceCounts.get('drizzle.__drizzle_migrations')).toBeGreaterThan(0);
    expect([...report.keys()].sort()).toEqual([...sourceCounts.keys()].sort());
    for (const [table, n] of sourceCounts) {
      expect(report.get(table), table).toMatchObject({ source: n, restored: restoredCounts.get(table), result: 'ok' });
      expect(restoredCounts.get(table), table).toBe(n);
    }
    // Row-level security survives the restore, and the report says so.
    expect(report.get('public.users')?.rls).toBe('forced');
    const total = [...sourceCounts.values()].reduce((a, b) => a + b, 0);
    expect(run.stdout).toContain(`OK: ${sourceCounts.size} tables, ${total} rows`);
    expect(run.stdout).toMatch(/^migrations applied .*\s(\d+)\s+\1\s+same$/m);
    expect(run.stdout).toMatch(new RegExp(`^files in ${uploads}\\s+3\\s+3\\s+ok$`, 'm'));

    // The dump and the uploads' tarball stay in --out, each with a checksum.
    const files = readdirSync(out).sort();
    expect(files.filter((f) => f.endsWith('.dump'))).toHaveLength(1);
    expect(files.filter((f) => f.endsWith('.tar.gz'))).toHaveLength(1);
    for (const f of files.filter((x) => !x.endsWith('.sha256'))) expect(readFileSync(path.join(out, `${f}.sha256`), 'utf8')).toContain(f);
  }, 120_000);

  it('fails on a restored copy that lacks one row, naming the table (control)', async () => {
    const restored = scratch[0]!;
    const client = new pg.Client({ connectionString: pgUrlFor(restored) });
    await client.connect();
    await client.query('delete from public.enquiries where ctid = (select ctid from public.enquiries limit 1)');
    await client.end();

    const run = await runScript(['--compare', pgUrlFor(restored), pgUrlFor(source)]);
    expect(run.code, run.stdout + run.stderr).toBe(1);
    const report = reported(run.stdout);
    const n = (await realCounts(source)).get('public.enquiries')!;
    expect(report.get('public.enquiries')).toMatchObject({ source: n, restored: n - 1, result: 'DIFFERENT' });
    expect([...report.values()].filter((r) => r.result === 'DIFFERENT')).toHaveLength(1);
    expect(run.stdout).toContain('DIFFERENT: 1 difference(s)');
  }, 60_000);

  it('refuses a role that row-level security hides rows from (the application role)', async () => {
    const run = await runScript([pgUrlFor(source, 'commonshelf_app')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('neither superuser nor BYPASSRLS');
  }, 30_000);

  it('drops its scratch database without --keep, and compares exactly while the source takes writes', async () => {
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await inPlatformScope(db, (tx) => tx.insert(enquiries).values({ kind: 'contact', name: 'During', email: `during${written}@example.org`, message: 'While the dump runs.' }));
        written++;
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    let run: Run;
    try {
      run = await runScript([pgUrlFor(source)]);
    } finally {
      writing = false;
      await writer;
    }
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(written).toBeGreaterThan(0);
    expect(keptName(run.stdout)).toBeUndefined();
    const scratchDb = /^restoring into (\S+)$/m.exec(run.stdout)?.[1];
    expect(scratchDb).toMatch(/^cs_restore_check_/);
    expect(await databaseExists(scratchDb!)).toBe(false);
  }, 120_000);
});

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: pgUrlFor('postgres') });
  await client.connect();
  try {
    return (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  } finally {
    await client.end();
  }
}
