// `npm run db:reset`: throws away the database and recreates it with the demo data.
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { ConfigError, loadConfig } from '../config.js';
import { DatabaseLockedError, openConfiguredDatabase } from './client.js';
import { seedDemoData } from './seed/seed.js';

async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    const owner = new pg.Client({ connectionString: config.databaseUrl });
    await owner.connect();
    try {
      await owner.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public;');
    } finally {
      await owner.end();
    }
  } else {
    const pgdata = path.join(config.dataDir, 'pgdata');
    const lockPath = path.join(config.dataDir, 'pgdata.lock');
    if (await lockfile.check(pgdata, { lockfilePath: lockPath, stale: 15_000 }).catch(() => false)) {
      throw new DatabaseLockedError('The database is in use by a running Commonshelf server. Stop it, then run `npm run db:reset` again.');
    }
    rmSync(pgdata, { recursive: true, force: true });
  }
  const db = await openConfiguredDatabase(config);
  try {
    await seedDemoData(db);
  } finally {
    await db.close();
  }
  console.log(`Database recreated with the demo data (${db.kind}).`);
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError || err instanceof DatabaseLockedError ? err.message : err);
  process.exit(1);
});
