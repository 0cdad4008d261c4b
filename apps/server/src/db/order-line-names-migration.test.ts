import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseBeforeMigration, migrationsBefore } from '../test/migration-db.js';
import { TEST_DB_KIND } from '../test/test-db.js';
import { execRows } from './client.js';

const MIGRATION = '0026_order-line-names';

const folder = migrationsBefore(MIGRATION);
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe(`migration ${MIGRATION} (${TEST_DB_KIND})`, () => {
  it('takes the English words off order lines and book products written before, and leaves other titles as they are', async () => {
    const { db, finish, close } = await databaseBeforeMigration(folder);
    try {
      const [book] = await execRows<{ id: number }>(db, sql`insert into books (slug, title, language, reading_level) values ('lanterns', 'Paper Lanterns', 'en', 2) returning id`);
      await db.execute(sql`insert into products (slug, kind, title, book_id) values
        ('lanterns-e', 'book_digital', 'Paper Lanterns (e-book)', ${book!.id}),
        ('lanterns-p', 'book_print', 'Paper Lanterns (printed)', ${book!.id}),
        ('dear-world', 'dear_world_book', 'Dear World (printed)', null)`);
      const [order] = await execRows<{ id: string }>(
        db,
        sql`insert into orders (reference, kind, email, currency, subtotal_minor, total_minor) values ('R1', 'purchase', 'a@b.test', 'GBP', 100, 100) returning id`,
      );
      const lines: [kind: string, title: string][] = [
        ['donation', 'Donation to Rain Tanks (Maji Safi)'],
        ['donation', 'Donation to Rain Tanks (Maji Safi) through “Amara’s sponsored read”'],
        ['donation', 'Donation to Maji Safi'],
        ['book_digital', 'Paper Lanterns (e-book)'],
        ['book_print', 'Paper Lanterns (printed)'],
        // Not written the old way: left alone, even where the words look alike.
        ['book_digital', 'The (e-book) Mystery'],
        ['donation', 'A Donation to Remember'],
        ['dear_world_book', 'Dear World (printed)'],
      ];
      for (const [kind, title] of lines) {
        await db.execute(sql`insert into order_items (order_id, kind, title, unit_minor, total_minor) values (${order!.id}, ${kind}, ${title}, 10, 10)`);
      }

      await finish();

      const items = await execRows<{ title: string }>(db, sql`select title from order_items order by id`);
      expect(items.map((i) => i.title)).toEqual([
        'Rain Tanks (Maji Safi)',
        'Rain Tanks (Maji Safi) · “Amara’s sponsored read”',
        'Maji Safi',
        'Paper Lanterns',
        'Paper Lanterns',
        'The (e-book) Mystery',
        'A Donation to Remember',
        'Dear World (printed)',
      ]);
      const products = await execRows<{ slug: string; title: string }>(db, sql`select slug, title from products order by slug`);
      expect(products).toEqual([
        { slug: 'dear-world', title: 'Dear World (printed)' },
        { slug: 'lanterns-e', title: 'Paper Lanterns' },
        { slug: 'lanterns-p', title: 'Paper Lanterns' },
      ]);
    } finally {
      await close();
    }
  }, 120_000);
});
