import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
});
