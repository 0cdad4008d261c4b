import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { execRows, type Tx } from '../../db/client.js';
import { challenges } from '../challenges/challenges.table.js';
import { courses } from '../courses/courses.table.js';
import { playableFilm } from '../films/films.repository.js';
import { impactFilms } from '../films/films.table.js';
import { books } from '../library/library.table.js';
import { liveSessions } from '../live/live.table.js';

/** Published items of one goal (and of one group, such as a course kind, where asked). */
export type GoalCount = { goal: number; group: string; n: number };

/**
 * Published items of a table per goal, in one grouped query: each row counted once per goal it
 * names (twice-named goals count once). Row-level security limits it to the site's own and
 * platform-wide rows.
 */
function countPerGoal(
  tx: Tx,
  t: { table: PgTable; id: PgColumn; sdgs: PgColumn; status: PgColumn; group?: PgColumn; where?: SQL },
): Promise<GoalCount[]> {
  const group = t.group ? sql`${t.group}::text` : sql`''`;
  return execRows<GoalCount>(
    tx,
    sql`select g.goal::int as goal, ${group} as "group", count(distinct ${t.id})::int as n
        from ${t.table} cross join lateral unnest(${t.sdgs}) as g(goal)
        where ${t.status} = 'published' and g.goal between 1 and 17 ${t.where ? sql`and ${t.where}` : sql``}
        group by 1, 2`,
  );
}

/** What the current site offers per goal: five grouped queries, one per table. */
export async function countOffersPerGoal(tx: Tx) {
  const [courseRows, challengeRows, liveRows, bookRows, filmRows] = await Promise.all([
    countPerGoal(tx, { table: courses, id: courses.id, sdgs: courses.sdgs, status: courses.status, group: courses.kind }),
    countPerGoal(tx, { table: challenges, id: challenges.id, sdgs: challenges.sdgs, status: challenges.status }),
    countPerGoal(tx, { table: liveSessions, id: liveSessions.id, sdgs: liveSessions.sdgs, status: liveSessions.status }),
    countPerGoal(tx, { table: books, id: books.id, sdgs: books.sdgs, status: books.status }),
    countPerGoal(tx, { table: impactFilms, id: impactFilms.id, sdgs: impactFilms.sdgs, status: impactFilms.status, where: playableFilm }),
  ]);
  return { courses: courseRows, challenges: challengeRows, live: liveRows, books: bookRows, films: filmRows };
}
