import type { TSearchType } from '@commonshelf/shared/library/search.schemas';
import { sql } from 'drizzle-orm';
import { execRows, type Tx } from '../../db/client.js';

/**
 * How close a search must come to a run of words of a title (pg_trgm `word_similarity`) to match
 * without any full-text hit: tolerant enough for one transposition in a five-letter word
 * ("ocaen" → "Ocean"), strict enough that unrelated titles stay out.
 */
export const TITLE_SIMILARITY = 0.3;

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

/**
 * Everything searchable that this site may show, one row per item. Row-level security narrows
 * each table to the site's own rows and the platform-wide ones; only published items take part.
 * Titles weigh more than the rest of the text in the full-text rank.
 */
const items = sql`
  select 'book' as type, b.id, b.title, b.slug, null::text as kind, b.description as body, b.cover as image,
    setweight(to_tsvector('simple', b.title), 'A') || setweight(to_tsvector('simple', array_to_string(b.authors, ' ')), 'B')
      || setweight(to_tsvector('simple', b.description), 'C') as doc
  from books b where b.status = 'published'
  union all
  select 'story', s.id, s.title, s.slug, null, case when s.summary <> '' then s.summary else s.body end, s.cover,
    setweight(to_tsvector('simple', s.title), 'A') || setweight(to_tsvector('simple', s.summary || ' ' || s.body), 'C')
  from stories s where s.status = 'published'
  union all
  select 'course', c.id, c.name, c.slug, c.kind::text, c.intro, c.cover,
    setweight(to_tsvector('simple', c.name), 'A') || setweight(to_tsvector('simple', c.intro), 'C')
  from courses c where c.status = 'published'
  union all
  select 'charity', ch.id, ch.name, ch.slug, null, ch.summary, ch.image,
    setweight(to_tsvector('simple', ch.name), 'A') || setweight(to_tsvector('simple', ch.summary || ' ' || ch.story), 'C')
  from charities ch where ch.status = 'published'`;

function matches(search: string) {
  return sql`
    with q as (select websearch_to_tsquery('simple', ${search}) as tsq, ${search}::text as raw),
    found as (
      select i.*, ts_rank(i.doc, q.tsq) * 2 + word_similarity(q.raw, i.title) as rank
      from (${items}) i, q
      where i.doc @@ q.tsq or word_similarity(q.raw, i.title) >= ${TITLE_SIMILARITY}
    )`;
}

/** A ranked page of matches (optionally of one type), with the number of matches per type. */
export async function combinedSearch(tx: Tx, search: string, type: TSearchType | undefined, limit: number, offset: number) {
  const [rows, perType] = await Promise.all([
    execRows<SearchRow>(
      tx,
      sql`${matches(search)}
      select type, id, title, slug, kind, left(regexp_replace(body, '\\s+', ' ', 'g'), 240) as snippet, image, rank from found
      ${type ? sql`where type = ${type}` : sql``}
      order by rank desc, title asc, type asc, id asc
      limit ${limit} offset ${offset}`,
    ),
    execRows<{ type: TSearchType; n: number }>(tx, sql`${matches(search)} select type, count(*)::int as n from found group by type`),
  ]);
  const counts = { book: 0, story: 0, course: 0, charity: 0 } as Record<TSearchType, number>;
  for (const r of perType) counts[r.type] = Number(r.n);
  return { rows: rows.map((r) => ({ ...r, id: Number(r.id), rank: Number(r.rank) })), counts };
}
