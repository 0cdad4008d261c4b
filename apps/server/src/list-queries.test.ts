import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './db/seed/seed.js';
import { createTestApp, HOSTS, type TestApp } from './test/test-app.js';

/**
 * The lists anyone may open, counted in SQL statements per request: a page of one row and a page
 * of many must cost the same number, so no list runs a query per row (an N+1). The benchmark
 * (bench/) measures their speed; this keeps their shape.
 */
let t: TestApp;
let statements: string[] = [];

beforeAll(async () => {
  // Transaction control is not work: node-postgres's drizzle reports begin and commit, PGlite's does
  // not; the public lists' transactions are also made read only.
  const onQuery = (sql: string) => {
    if (!/^(begin|commit|rollback|set transaction)\b/i.test(sql.trim())) statements.push(sql);
  };
  t = await createTestApp({}, { onQuery });
});
afterAll(() => t?.close());

async function countStatements(url: string, host: string) {
  // A first request warms the site cache (the Host lookup), which later requests do not repeat.
  await t.app.inject({ method: 'GET', url, headers: { host } });
  statements = [];
  const res = await t.app.inject({ method: 'GET', url, headers: { host } });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json() as { results: unknown[] | { students: unknown[] } };
  const rows = Array.isArray(body.results) ? body.results.length : body.results.students.length;
  return { n: statements.length, rows, statements: [...statements] };
}

const LISTS: [string, string, number][] = [
  // path (the page size is appended), host, statements per request
  ['/api/courses/?', HOSTS.greenwood, 3],
  ['/api/books/?', HOSTS.greenwood, 3],
  ['/api/books/?search=the&', HOSTS.greenwood, 4],
  ['/api/charities/?', HOSTS.greenwood, 5],
  ['/api/combined/?search=the&', HOSTS.greenwood, 3],
  [`/api/list-student-in-class/${DEMO.classCode}/?`, HOSTS.greenwood, 2],
];

describe('queries per list request', () => {
  it.each(LISTS)('%s runs a fixed number of statements whatever the page size', async (path, host, expected) => {
    const one = await countStatements(`${path}limit=1`, host);
    const many = await countStatements(`${path}limit=20`, host);
    expect(many.rows, 'the demo data gives this list more than one row').toBeGreaterThan(1);
    expect(one.rows).toBe(1);
    expect(many.n, many.statements.join('\n---\n')).toBe(one.n);
    expect(many.n, many.statements.join('\n---\n')).toBe(expected);
  });
});
