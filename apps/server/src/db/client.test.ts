import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { DatabaseLockedError, execRows, inPlatformScope, openDatabase, openingEmbeddedDatabase, type Database } from './client.js';
import { sql } from 'drizzle-orm';

const dir = mkdtempSync(path.join(tmpdir(), 'cs-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database', () => {
  it('keeps data across restarts, applies migrations, and refuses a second process on the same directory', async () => {
    const dataDir = path.join(dir, 'pgdata');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(await first.migrationStatus()).toMatchObject({ applied: expect.any(Number) });
    const m = await first.migrationStatus();
    expect(m.applied).toBe(m.expected);
    // Started with the embedded database's own settings, not the data directory's 128 MB of buffers.
    expect((await first.querySql('show shared_buffers')).rows).toEqual([{ shared_buffers: '32MB' }]);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(DatabaseLockedError);
    await expect(openDatabase({ kind: 'pglite', dataDir })).rejects.toThrow(/in use by another Commonshelf process/);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    expect(await again.migrationStatus()).toEqual(m);
    await again.close();
  }, 60_000);

  it('applies a migration released after the data directory was last opened (the single open skips only when none is pending)', async () => {
    // The previous release: the same migrations without the newest one.
    const older = path.join(dir, 'older-migrations');
    cpSync(MIGRATIONS_DIR, older, { recursive: true });
    const journalPath = path.join(older, 'meta/_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
    journal.entries.pop();
    writeFileSync(journalPath, JSON.stringify(journal));

    const dataDir = path.join(dir, 'upgraded');
    const before = await openDatabase({ kind: 'pglite', dataDir, migrationsFolder: older });
    const previous = await before.migrationStatus();
    await before.close();
    expect(previous.applied).toBe(previous.expected - 1);

    const after = await openDatabase({ kind: 'pglite', dataDir });
    const now = await after.migrationStatus();
    await after.close();
    expect(now).toEqual({ applied: previous.expected, expected: previous.expected });
  }, 60_000);

  it('serves calls made while it is still opening once it is open, and fails them with the opening\'s error when it fails', async () => {
    let opened!: (db: Database) => void;
    const opening = openingEmbeddedDatabase(new Promise<Database>((resolve) => (opened = resolve)));
    expect(opening.kind).toBe('pglite');
    // Asked before the database is open: answered once it is, in the order asked.
    const early = inPlatformScope(opening, (tx) => execRows<{ n: number }>(tx, sql`select 41 + 1 as n`));
    const status = opening.migrationStatus();
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    opened(db);
    expect(await early).toEqual([{ n: 42 }]);
    expect(await status).toEqual(await db.migrationStatus());
    // And after: straight to the open database.
    expect((await opening.querySql('select 1 as one')).rows).toEqual([{ one: 1 }]);
    expect(await opening.dumpDataDir!()).toBeInstanceOf(Blob);
    await opening.close();
    await expect(db.querySql('select 1')).rejects.toThrow(/closed/);

    const failed = openingEmbeddedDatabase(Promise.reject(new DatabaseLockedError('in use by another process')));
    await expect(failed.querySql('select 1')).rejects.toThrow(DatabaseLockedError);
    await expect(failed.withTenant({ tenantId: null }, async () => 1)).rejects.toThrow('in use by another process');
    // Nothing was opened, so there is nothing to close.
    await expect(failed.close()).resolves.toBeUndefined();
  }, 60_000);
});
