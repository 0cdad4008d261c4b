import type { TSearchType } from '@commonshelf/shared/library/search.schemas';
import { sql, type SQL } from 'drizzle-orm';
import { execRows, siteOrPlatformRows, type Tx } from '../../db/client.js';
import { COUNT_CAP } from '../../lib/pagination.js';
import { searchSettings } from '../../db/search-settings.js';

export type SearchRow = {
  type: TSearchType;
  id: number;
  title: string;
  slug: string;
  kind: string | null;
  snippet: string;
  image: string | null;
  rank: number;
};

type Source = { type: TSearchType; from: SQL; cols: SQL; doc: SQL };

/**
 * Everything searchable that this site may show. Row-level security narrows each table to the
 * site's own rows and the platform-wide ones; only published items take part. Titles weigh more
 * than the rest of the text in the full-text rank. Books, the many, are found through indexes
 * (their stored `search_doc`, and the title trigrams).
 */
const SOURCES: Source[] = [
  {
    type: 'book',
    from: sql`books b where b.status = 'published'`,
    cols: sql`b.id, b.title, b.slug, null::text as kind, b.description as body, b.cover as image`,
    doc: sql`b.search_doc`,
  },
  {
    type: 'story',
    from: sql`stories s where s.status = 'published' and ${siteOrPlatformRows(sql`s.tenant_id`)}`,
    cols: sql`s.id, s.title, s.slug, null::text, case when s.summary <> '' then s.summary else s.body end, s.cover`,
    doc: sql`(setweight(to_tsvector('simple', s.title), 'A') || setweight(to_tsvector('simple', s.summary || ' ' || s.body), 'C'))`,
  },
  {
    type: 'course',
    from: sql`courses c where c.status = 'published' and ${siteOrPlatformRows(sql`c.tenant_id`)}`,
    cols: sql`c.id, c.name, c.slug, c.kind::text, c.intro, c.cover`,
    doc: sql`(setweight(to_tsvector('simple', c.name), 'A') || setweight(to_tsvector('simple', c.intro), 'C'))`,
  },
  {
    type: 'charity',
    from: sql`charities ch where ch.status = 'published' and ${siteOrPlatformRows(sql`ch.tenant_id`)}`,
    cols: sql`ch.id, ch.name, ch.slug, null::text, ch.summary, ch.image`,
    doc: sql`(setweight(to_tsvector('simple', ch.name), 'A') || setweight(to_tsvector('simple', ch.summary || ' ' || ch.story), 'C'))`,
  },
];

const titleOf: Record<TSearchType, SQL> = { book: sql`b.title`, story: sql`s.title`, course: sql`c.name`, charity: sql`ch.name` };

/**
 * A ranked page of matches (optionally of one type), with the number of matches per type, in one
 * statement. Each type contributes at most COUNT_CAP candidates: its full-text matches, and only
 * when those are fewer, titles close enough to the search to be a typo of it (db/search-settings.ts;
 * through the trigram indexes, `<%` with the threshold set for this transaction). Ranking orders the
 * candidates, and a count of COUNT_CAP means "at least": the work stays bounded however common the
 * word is. Snippets are made for the page's rows only: collapsing the whitespace of every
 * candidate's text was some 40% of the database's time for a common word.
 */
export async function combinedSearch(tx: Tx, search: string, type: TSearchType | undefined, limit: number, offset: number) {
  await searchSettings(tx);
  const tsq = sql`websearch_to_tsquery('simple', ${search})`;
  const fullText = SOURCES.map((s) => sql`(select ${s.type}::text as type, ${s.cols}, ${s.doc} as doc from ${s.from} and ${s.doc} @@ ${tsq} limit ${COUNT_CAP})`);
  const fuzzy = SOURCES.map(
    (s) => sql`(select ${s.type}::text, ${s.cols}, ${s.doc} from ${s.from}
      and (select count(*) from ft where ft.type = ${s.type}) < ${COUNT_CAP} and ${search}::text <% ${titleOf[s.type]} and not ${s.doc} @@ ${tsq}
      limit ${COUNT_CAP})`,
  );
  const ranked = sql`order by rank desc, title asc, type asc, id asc`;
  const [result] = await execRows<{ rows: SearchRow[] | null; counts: Record<string, number> | null }>(
    tx,
    sql`with ft as (${sql.join(fullText, sql` union all `)}),
    found as (
      select f.type, f.id, f.title, f.slug, f.kind, f.body, f.image, ts_rank(f.doc, ${tsq}) * 2 + word_similarity(${search}, f.title) as rank
      from (select * from ft union all ${sql.join(fuzzy, sql` union all `)}) f
    )
    select
      (select json_agg(p) from (
        select type, id, title, slug, kind, left(regexp_replace(body, '\\s+', ' ', 'g'), 240) as snippet, image, rank
        from (select * from found ${type ? sql`where type = ${type}` : sql``} ${ranked} limit ${limit} offset ${offset}) page
        ${ranked}) p) as rows,
      (select json_object_agg(type, n) from (select type, least(count(*), ${COUNT_CAP})::int as n from found group by type) c) as counts`,
  );
  const counts = { book: 0, story: 0, course: 0, charity: 0 } as Record<TSearchType, number>;
  for (const [t, n] of Object.entries(result?.counts ?? {})) counts[t as TSearchType] = Number(n);
  const rows = (result?.rows ?? []).map((r) => ({ ...r, id: Number(r.id), rank: Number(r.rank) }));
  return { rows, counts };
}
