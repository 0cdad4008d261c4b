import type { TBookCard, TBookDetail, TReactionKind } from '@commonshelf/shared/library/library.schemas';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import {
  type browsePublishedBooks,
  countBookPages,
  findPublishedBook,
  findPublishedStory,
  reactionCounts,
  relatedBooks,
  toggleReaction,
  type ReactionTarget,
} from './library.repository.js';
import { bookCoverUrl } from '../library-media/media-urls.js';

/** A row of a library page (a book card's columns and its category); a book page's row has more. */
type CardRow = Awaited<ReturnType<typeof browsePublishedBooks>>['rows'][number];

export const RELATED_BOOKS = 6;
export const BOOK_NOT_FOUND = 'This book is not in the library.';
export const STORY_NOT_FOUND = 'This story is not in the library.';

export const presentBookCard = ({ book, category }: CardRow): TBookCard => ({
  id: book.id,
  slug: book.slug,
  title: book.title,
  authors: book.authors,
  cover: bookCoverUrl(book),
  language: book.language,
  reading_level: book.readingLevel,
  category: category?.id ? { id: category.id, name: category.name, slug: category.slug } : null,
  featured: book.featured,
  mode_id: book.modeId,
});

/** A published book of this site, or 404 (drafts, pending, rejected and other sites' books alike). */
export async function publishedBook(tx: Tx, idOrSlug: string) {
  const row = await findPublishedBook(tx, idOrSlug);
  if (!row) throw notFound(BOOK_NOT_FOUND);
  return row;
}

export async function publishedStory(tx: Tx, idOrSlug: string) {
  const row = await findPublishedStory(tx, idOrSlug);
  if (!row) throw notFound(STORY_NOT_FOUND);
  return row;
}

/** The book page: details, this site's reactions (with the viewer's own marked) and related books. */
export async function bookDetail(tx: Tx, idOrSlug: string, viewerId: string | null): Promise<TBookDetail> {
  const row = await publishedBook(tx, idOrSlug);
  const { book } = row;
  const [pages, reactions, related] = await Promise.all([
    book.format === 'pages' ? countBookPages(tx, book.id) : Promise.resolve(0),
    reactionCounts(tx, { bookId: book.id }, viewerId),
    relatedBooks(tx, book, RELATED_BOOKS),
  ]);
  return {
    ...presentBookCard(row),
    illustrator: book.illustrator,
    description: book.description,
    age_min: book.ageMin,
    age_max: book.ageMax,
    sdgs: book.sdgs,
    license: book.license,
    format: book.format,
    pages_count: pages,
    published_at: book.publishedAt?.toISOString() ?? null,
    platform_wide: book.tenantId === null,
    reactions,
    related: related.map(presentBookCard),
  };
}

/** Toggles the viewer's reaction on a published book or story of this site; answers the new counts. */
export async function toggleViewerReaction(
  tx: Tx,
  target: { book: string } | { story: string },
  viewer: { id: string; tenantId: string | null },
  kind: TReactionKind,
) {
  const key: ReactionTarget =
    'book' in target ? { bookId: (await publishedBook(tx, target.book)).book.id } : { storyId: (await publishedStory(tx, target.story)).story.id };
  await toggleReaction(tx, { ...key, tenantId: viewer.tenantId, userId: viewer.id, kind });
  return { reactions: await reactionCounts(tx, key, viewer.id) };
}
