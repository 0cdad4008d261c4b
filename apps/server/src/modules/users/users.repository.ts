import type { Tx } from '../../db/client.js';
import { users, type UserRow } from './users.table.js';

export async function insertUser(tx: Tx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}
