import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { APP_DB_ROLE } from '../config.js';
import { openDatabase } from '../db/client.js';
import { seedDemoData } from '../db/seed/seed.js';
import { installJobQueue } from '../modules/jobs/jobs.plugin.js';
import { adminQuery, pgUrlFor, TEST_DB_KIND } from './test-db.js';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: string;
  }
}

/**
 * Migrates and seeds one template database for the whole run; each test file then starts from a
 * copy (a PGlite data-dir dump, or a PostgreSQL `create database ... template`), which is far faster
 * than migrating and seeding per file.
 */
export default async function setup(project: TestProject) {
  if (TEST_DB_KIND === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'cs-test-'));
    const db = await openDatabase({ kind: 'pglite', dataDir: null });
    await seedDemoData(db);
    // The job queue's schema too, which a server would create when it starts.
    await installJobQueue(db);
    const file = path.join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await (await db.dumpDataDir!()).arrayBuffer()));
    await db.close();
    project.provide('dbTemplate', file);
    return () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `cs_test_template_${process.pid}`;
  await adminQuery(`drop database if exists ${name} with (force)`);
  await adminQuery(`create database ${name}`);
  const db = await openDatabase({ kind: 'postgres', ownerUrl: pgUrlFor(name), appUrl: pgUrlFor(name, APP_DB_ROLE), poolSize: 2 });
  await seedDemoData(db);
  await installJobQueue(db);
  await db.close();
  project.provide('dbTemplate', name);
  return () => adminQuery(`drop database if exists ${name} with (force)`);
}
