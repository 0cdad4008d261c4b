import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, migrationsBefore } from '../test/migration-db.js';
import { TEST_DB_KIND } from '../test/test-db.js';
import { execRows } from './client.js';

const MIGRATION = '0018_tenant-country';

const folder = migrationsBefore(MIGRATION);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe(`migration ${MIGRATION} (${TEST_DB_KIND})`, () => {
  it('gives each existing site the country its active staff give, admins first, and leaves the rest unstated', async () => {
    const { db, finish, close } = await databaseBeforeMigration(folder);
    try {
      type Staff = [role: string, country: string | null, active?: boolean];
      const sites: Record<string, Staff[]> = {
        // An admin's country outweighs two teachers'.
        admin_first: [['school_admin', 'GB'], ['teacher', 'IE'], ['teacher', 'IE']],
        // No admin gives one: the teachers' most common.
        teachers: [['school_admin', null], ['teacher', 'KE'], ['teacher', 'KE'], ['teacher_admin', 'UG']],
        // Lower case, as older accounts may have it.
        lower_case: [['organization_admin', 'gh']],
        // A tie between admins: the first by code.
        tie: [['school_admin', 'NG'], ['school_admin', 'GH']],
        // Only a student and an inactive admin give one: nothing to go by.
        no_staff: [['student', 'FR'], ['school_admin', 'ES', false]],
        // Not a country of the list.
        not_listed: [['school_admin', 'XX']],
        nobody: [],
      };
      for (const [subdomain, staff] of Object.entries(sites)) {
        const [tenant] = await execRows<{ id: string }>(
          db,
          sql`insert into tenants (school_name, school_email, subdomain, status) values (${subdomain}, ${`${subdomain}@school.test`}, ${subdomain.replace('_', '-')}, 'active') returning id`,
        );
        for (const [i, [role, country, active = true]] of staff.entries()) {
          await db.execute(
            sql`insert into users (tenant_id, role, first_name, last_name, email, country, is_active)
                values (${tenant!.id}, ${role}::user_role, 'Staff', ${String(i)}, ${`${subdomain}.${i}@school.test`}, ${country}, ${active})`,
          );
        }
      }

      await finish();

      const rows = await execRows<{ school_name: string; country: string | null }>(db, sql`select school_name, country from tenants order by school_name`);
      expect(Object.fromEntries(rows.map((r) => [r.school_name, r.country]))).toEqual({
        admin_first: 'GB',
        teachers: 'KE',
        lower_case: 'GH',
        tie: 'GH',
        no_staff: null,
        not_listed: null,
        nobody: null,
      });
      // Nothing audited: no one made this change.
      expect(await execRows(db, sql`select 1 from audit_events where table_name = 'tenants'`)).toEqual([]);
      // From now on only a code can be stored.
      await expect(db.execute(sql`update tenants set country = 'Kenya' where school_name = 'nobody'`)).rejects.toThrow();
    } finally {
      await close();
    }
  }, 120_000);
});
