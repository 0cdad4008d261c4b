import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from '../lib/paths.js';
import { DatabaseLockedError, openDatabase } from './client.js';

const dir = mkdtempSync(path.join(tmpdir(), 'cs-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('embedded database', () => {
  it('keeps data across restarts, applies migrations, and refuses a second process on the same directory', async () => {
    const dataDir = path.join(dir, 'pgdata');
    const first = await openDatabase({ kind: 'pglite', dataDir });
    expect(await first.migrationStatus()).toMatchObject({ applied: expect.any(Number) });
    const m = await first.migrationStatus();
    expect(m.applied).toBe(m.expected);
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
});

