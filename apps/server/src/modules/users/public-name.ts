import { fullPersonName, isStudentRole, studentPublicName } from '@commonshelf/shared/users/public-name';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users.table.js';

/**
 * A person's last name for the queries whose rows others see (story bylines, challenge galleries,
 * the Dear World book, fundraising pages, what an organization sees of its schools): empty for a
 * student, so a student's last name (or its initial) never leaves the database there. Presenters
 * name people with `publicPersonName` (shared/users/public-name), which never uses a student's
 * last name either.
 */
export function lastNameUnlessStudent(t: { role: AnyPgColumn; lastName: AnyPgColumn } = users): SQL<string> {
  return sql<string>`case when ${t.role} = 'student' then '' else ${t.lastName} end`;
}

type Viewer = { id: string; role: string; tenantId: string | null };
type Person = { id: string; role: string; tenantId: string | null; firstName: string; lastName: string };

/**
 * Whether this viewer may see this person's full name: anyone may see an adult's; a student's is
 * for the student themself and the staff (any adult account) of the student's own site. The
 * platform admin looking at another site's work, like everyone else, sees a student's first name.
 */
export function seesFullName(viewer: Viewer, person: Pick<Person, 'id' | 'role' | 'tenantId'>): boolean {
  if (!isStudentRole(person.role) || viewer.id === person.id) return true;
  return !isStudentRole(viewer.role) && viewer.tenantId === person.tenantId;
}

/** A person's name in a page that staff (or the person themself) see: in full, unless `seesFullName` says otherwise. */
export function nameSeenBy(viewer: Viewer, person: Person): string {
  return seesFullName(viewer, person) ? fullPersonName(person.firstName, person.lastName) : studentPublicName(person.firstName);
}
