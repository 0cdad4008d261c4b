import { sql } from 'drizzle-orm';
import type { Tx } from './client.js';

/**
 * How close a search must come to a run of words of a title (pg_trgm `word_similarity`) to match
 * without any full-text hit: tolerant enough for one transposition in a five-letter word
 * ("ocaen" → "Ocean"), strict enough that unrelated titles stay out. The library's search and the
 * combined search use the same.
 */
const TITLE_SIMILARITY = 0.3;

/**
 * Settings for the rest of a transaction that searches: the threshold of `<%` (which the trigram
 * indexes answer); a plan made for each search's own words, since how to find its matches depends
 * on how common they are (reading the table until enough match, or the indexes), which a prepared
 * statement's generic plan cannot know; and scans that start at the table's first page, not midway
 * where another scan is (synchronized scans), so that a search capped at its first matches finds the
 * same ones on every page of its results.
 */
export async function searchSettings(tx: Tx) {
  await tx.execute(
    sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TITLE_SIMILARITY)}, true),
      set_config('plan_cache_mode', 'force_custom_plan', true), set_config('synchronize_seqscans', 'off', true)`,
  );
}
