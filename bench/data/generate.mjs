// The benchmark's data: a reproducible load (fixed seed, set-based SQL) into a PostgreSQL database
// migrated by the server's own migrations. A database whose recorded seed, scale and generator
// version match is reused as it is, so repeated runs do not regenerate.
//
//   node bench/data/generate.mjs [--scale full|small] [--url postgres://postgres@127.0.0.1:5432/commonshelf_bench]
//
// Scales: `full` is 1,000 tenants, 1,000,000 students in classes of up to 60 (the largest tenant
// 50,000), 1,000,000 books (800,000 platform-wide, 200 of each tenant's own), 10,000 courses with
// 3 chapters of 4 lessons each, 5,000 charities and 100,000 orders. `small` is 10 tenants with the
// same per-tenant shape (and a hundredth of the platform-wide books), for the growth comparison.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '../..');
const serverDist = (p) => pathToFileURL(path.join(root, 'apps/server/dist', p)).href;

/** Bumped whenever what the generator writes changes: a database of another version is rebuilt. */
export const GENERATOR_VERSION = 4;
export const SEED = 0.4242;
export const PASSWORD = 'bench-pass-2026';
/** The word a search finds most often (by construction), and one planted in only a few books. */
export const COMMON_TERM = 'river';
export const RARE_TERM = 'quokka';

export const SCALES = {
  full: { tenants: 1000, students: 1_000_000, largest: 50_000, platformBooks: 800_000, ownBooks: 200, courses: 10, charities: 5, orders: 100 },
  small: { tenants: 10, students: 9_510, largest: 951, platformBooks: 8_000, ownBooks: 200, courses: 10, charities: 5, orders: 100 },
};

export const subdomainOf = (i) => `bench${String(i).padStart(4, '0')}`;
export const teacherEmail = (i) => `teacher${i}@bench.test`;
/** Class codes: C + tenant + class within it, so any tenant's first class is known. */
export const classCode = (tenant, klass) => `C${String(tenant).padStart(4, '0')}K${String(klass).padStart(4, '0')}`;

// Vocabulary: a skewed draw (power of a uniform) makes the first words common and the last rare.
const WORDS = `river ocean forest story garden mountain friend school music water light tree moon star rain
sun bird fish dragon village city market family journey dream colour number animal island desert winter
summer spring autumn wind fire stone cloud road bridge castle farm kitchen library teacher doctor farmer
painter dancer singer robot rocket planet seed flower leaf root apple mango banana rice bread tiger lion
elephant monkey turtle whale dolphin owl eagle parrot butterfly spider frog snake horse cow goat sheep
chicken duck boat train bicycle kite ball game puzzle secret treasure map lantern mirror window door
house tent blanket pillow song drum flute guitar paint brush pencil paper book letter word sound voice
laugh smile tear hope courage kindness honest brave clever gentle quiet loud tiny giant ancient modern
hidden golden silver purple green yellow orange happy sleepy hungry curious lonely busy lucky wild`
  .split(/\s+/)
  .filter(Boolean);
const FIRST = `Aarav Aisha Amara Ananya Ben Chen Chloe Dev Diego Elena Emma Farah Grace Hana Ibrahim Isha Jack Jin
Kavya Leo Lina Maya Mohammed Nia Noah Omar Priya Rahul Sara Sofia Tariq Uma Vikram Wei Yara Zoe`.split(/\s+/);
const LAST = `Ahmed Brown Chatterjee Diaz Evans Fernandes Garcia Gupta Hassan Iyer Johnson Khan Kumar Lee Martin
Mehta Nair Nguyen Okafor Patel Rao Reddy Singh Smith Tanaka Verma Wang Williams Yadav Zhang`.split(/\s+/);

const arr = (words) => `array[${words.map((w) => `'${w}'`).join(',')}]`;
const pick = (words, skew = 1) => `(${arr(words)})[1 + floor(power(random(), ${skew}) * ${words.length})::int]`;
const phrase = (n, skew) => Array.from({ length: n }, () => pick(WORDS, skew)).join(` || ' ' || `);

export function databaseUrl(scale, base = 'postgres://postgres@127.0.0.1:5432') {
  return `${base}/commonshelf_bench${scale === 'full' ? '' : `_${scale}`}`;
}

async function ensureExists(url) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
}

/** Migrates with the built server's own code, then loads the data unless it is there already. */
export async function ensureData({ scale = 'full', url = databaseUrl(scale), log = console.log } = {}) {
  const shape = SCALES[scale];
  if (!shape) throw new Error(`Unknown scale ${scale}: one of ${Object.keys(SCALES).join(', ')}`);
  await ensureExists(url);
  const { openDatabase } = await import(serverDist('db/client.js'));
  const { deriveAppUrl } = await import(serverDist('config.js'));
  const db = await openDatabase({ kind: 'postgres', ownerUrl: url, appUrl: deriveAppUrl(url), poolSize: 1 });
  await db.close();

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const stamp = JSON.stringify({ version: GENERATOR_VERSION, seed: SEED, scale, shape });
    await client.query('create schema if not exists bench; create table if not exists bench.meta (key text primary key, value text not null)');
    const { rows } = await client.query(`select value from bench.meta where key = 'stamp'`);
    if (rows[0]?.value === stamp) {
      log(`data: ${scale} scale already loaded in ${new URL(url).pathname.slice(1)}`);
      return url;
    }
    const started = Date.now();
    log(`data: loading the ${scale} scale into ${new URL(url).pathname.slice(1)} (one-off; reused by later runs)`);
    await load(client, shape, log);
    await client.query(`insert into bench.meta values ('stamp', $1) on conflict (key) do update set value = excluded.value`, [stamp]);
    log(`data: loaded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return url;
  } finally {
    await client.end();
  }
}

const BIG_TABLES = ['tenants', 'users', 'classes', 'class_students', 'books', 'book_categories', 'courses', 'chapters', 'lessons', 'charities', 'orders'];

async function load(client, s, log) {
  const { hashPassword } = await import(serverDist('lib/passwords.js'));
  const hash = await hashPassword(PASSWORD);
  const step = async (label, sql, params = []) => {
    const t = Date.now();
    const res = await client.query(sql, params);
    log(`  ${label}: ${res.rowCount ?? ''} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  };
  // As the owner, without triggers (the audit log) and foreign-key checks: the rows are consistent
  // by construction. Secondary indexes are dropped for the load and rebuilt after, which is faster.
  // One transaction: a load that fails half-way leaves the database as it was (indexes included).
  await client.query('begin');
  await client.query(`set local session_replication_role = replica; set local maintenance_work_mem = '512MB'; set local synchronous_commit = off`);
  await client.query(`truncate ${BIG_TABLES.join(', ')} cascade`);
  const { rows: indexes } = await client.query(
    `select i.indexname, i.indexdef from pg_indexes i
     where i.schemaname = 'public' and i.tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [BIG_TABLES],
  );
  for (const { indexname } of indexes) await client.query(`drop index public."${indexname}"`);
  await client.query(`select setseed(${SEED})`);

  const others = s.tenants - 1;
  const per = Math.floor((s.students - s.largest) / others);
  await client.query(`create temporary table bt as
    select i, md5('tenant' || i)::uuid as id, case when i = 1 then ${s.largest} else ${per} end as students,
      case when i = 1 then 0 else ${s.largest} + (i - 2) * ${per} end as first_student
    from generate_series(1, ${s.tenants}) i`);
  await step(
    'tenants',
    `insert into tenants (id, school_name, school_email, subdomain, status, is_organization, country)
     select id, 'Bench School ' || i, 'office' || i || '@bench.test', 'bench' || lpad(i::text, 4, '0'), 'active', i % 10 = 0, 'IN' from bt`,
  );
  await step(
    'teachers',
    `insert into users (id, tenant_id, email, first_name, last_name, role, password_hash)
     select md5('teacher' || i)::uuid, id, 'teacher' || i || '@bench.test', 'Teacher', 'Number ' || i, 'teacher', $1 from bt`,
    [hash],
  );
  await step(
    'students',
    `insert into users (id, tenant_id, username, first_name, last_name, role, password_hash, country)
     select md5('student' || n)::uuid, bt.id, 's' || n, ${pick(FIRST)}, ${pick(LAST)}, 'student', $1, 'IN'
     from bt, generate_series(bt.first_student, bt.first_student + bt.students - 1) n`,
    [hash],
  );
  await step(
    'classes',
    `insert into classes (id, tenant_id, name, code, teacher_id)
     select md5('class' || bt.i || '-' || k)::uuid, bt.id, 'Class ' || k, 'C' || lpad(bt.i::text, 4, '0') || 'K' || lpad(k::text, 4, '0'), md5('teacher' || bt.i)::uuid
     from bt, generate_series(0, (bt.students - 1) / 60) k`,
  );
  await step(
    'class members',
    `insert into class_students (tenant_id, class_id, student_id)
     select bt.id, md5('class' || bt.i || '-' || (j / 60))::uuid, md5('student' || (bt.first_student + j))::uuid
     from bt, generate_series(0, bt.students - 1) j`,
  );
  await step(
    'categories',
    `insert into book_categories (id, slug, name) overriding system value select c, 'category-' || c, initcap((${arr(WORDS)})[c]) || ' shelf' from generate_series(1, 20) c`,
  );
  // Platform-wide books first (tenant_id null, seen by every site), then each tenant's own.
  const bookSql = (idExpr, tenantExpr, from) => `insert into books (id, tenant_id, slug, title, authors, description, language, reading_level,
      age_min, age_max, category_id, featured, sdgs, status, published_at) overriding system value
    select ${idExpr}, ${tenantExpr}, 'book-' || ${idExpr}, initcap(${phrase(3, 3)}), array[${pick(FIRST)} || ' ' || ${pick(LAST)}],
      'A tale of ' || ${phrase(6, 2)} || '.', (array['en','en','en','hi','es','fr','sw'])[1 + floor(random() * 7)::int],
      1 + floor(random() * 4)::int, 3 + floor(random() * 4)::int, 8 + floor(random() * 8)::int, 1 + floor(random() * 20)::int,
      random() < 0.01, array[1 + floor(random() * 17)::int]::smallint[], 'published', now() - random() * interval '1000 days'
    ${from}`;
  await step('platform books', bookSql('n', 'null::uuid', `from generate_series(1, ${s.platformBooks}) n`));
  await step('own books', bookSql(`${s.platformBooks} + (bt.i - 1) * ${s.ownBooks} + k`, 'bt.id', `from bt, generate_series(1, ${s.ownBooks}) k`));
  // The rare term, planted in a handful of platform-wide titles.
  await step('rare term', `update books set title = title || ' ${RARE_TERM}' where id in (select n * ${Math.floor(s.platformBooks / 5)} from generate_series(1, 5) n)`);
  await client.query(`select setval(pg_get_serial_sequence('books', 'id'), (select max(id) from books))`);
  await client.query(`select setval(pg_get_serial_sequence('book_categories', 'id'), 20)`);
  await step(
    'courses',
    `insert into courses (id, tenant_id, slug, name, intro, status, sdgs, created_at) overriding system value
     select (bt.i - 1) * ${s.courses} + k, bt.id, 'course-' || k, initcap(${phrase(3, 2)}), 'Learn about ' || ${phrase(5, 2)}, 'published',
       array[1 + floor(random() * 17)::int]::smallint[], now() - random() * interval '500 days'
     from bt, generate_series(1, ${s.courses}) k`,
  );
  await step(
    'chapters',
    `insert into chapters (id, tenant_id, course_id, slug, title, position) overriding system value
     select (c.id - 1) * 3 + p, c.tenant_id, c.id, 'chapter-' || p, 'Chapter ' || p, p from courses c, generate_series(1, 3) p`,
  );
  await step(
    'lessons',
    `insert into lessons (id, tenant_id, chapter_id, slug, title, position, duration_minutes, content_html) overriding system value
     select (ch.id - 1) * 4 + p, ch.tenant_id, ch.id, 'lesson-' || p, 'Lesson ' || p, p, 5 + floor(random() * 20)::int, '<p>Lesson text.</p>'
     from chapters ch, generate_series(1, 4) p`,
  );
  await step(
    'charities',
    `insert into charities (id, tenant_id, slug, name, summary, story, currency, status, created_at) overriding system value
     select (bt.i - 1) * ${s.charities} + k, bt.id, 'charity-' || k, initcap(${phrase(2, 2)}) || ' Trust', 'Helping ' || ${phrase(4, 2)},
       'Our story.', 'INR', 'published', now() - random() * interval '500 days'
     from bt, generate_series(1, ${s.charities}) k`,
  );
  await step(
    'orders',
    `insert into orders (id, tenant_id, reference, kind, email, name, currency, subtotal_minor, total_minor, status, created_at)
     select md5('order' || bt.i || '-' || k)::uuid, bt.id, 'B' || bt.i || '-' || k, 'purchase', 'buyer' || k || '@bench.test', 'Buyer ' || k,
       'INR', 100 * (1 + k % 50), 100 * (1 + k % 50), 'paid', now() - random() * interval '365 days'
     from bt, generate_series(1, ${s.orders}) k`,
  );
  for (const t of ['courses', 'chapters', 'lessons', 'charities']) {
    await client.query(`select setval(pg_get_serial_sequence('${t}', 'id'), greatest(1, (select max(id) from ${t})))`);
  }
  for (const { indexname, indexdef } of indexes) await step(`index ${indexname}`, indexdef);
  await client.query('commit');
  await step('vacuum analyze', `vacuum analyze ${BIG_TABLES.join(', ')}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { scale: { type: 'string', default: 'full' }, url: { type: 'string' } } });
  await ensureData({ scale: values.scale, url: values.url ?? databaseUrl(values.scale) });
}
