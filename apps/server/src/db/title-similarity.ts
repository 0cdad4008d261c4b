import { sql } from 'drizzle-orm';
import type { Tx } from './client.js';

/**
 * How close a search must come to a run of words of a title (pg_trgm `word_similarity`) to match
 * without any full-text hit: tolerant enough for one transposition in a five-letter word
 * ("ocaen" → "Ocean"), strict enough that unrelated titles stay out. The library's search and the
 * combined search use the same.
 */
const TITLE_SIMILARITY = 0.3;

/** Sets the threshold of `<%` (which the trigram indexes answer) for the rest of this transaction. */
export async function matchTitleTypos(tx: Tx) {
  await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TITLE_SIMILARITY)}, true)`);
}
