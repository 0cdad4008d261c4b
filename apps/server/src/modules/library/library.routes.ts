import { zPage } from '@commonshelf/shared/common/api.schemas';
import { ZBookCard, ZBookListQuery, type TBookCard } from '@commonshelf/shared/library/library.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaUrl } from '../../lib/media.js';
import { pageLinks } from '../../lib/pagination.js';
import { listPublishedBooks } from './library.repository.js';

type BookListRow = Awaited<ReturnType<typeof listPublishedBooks>>['rows'][number];

const presentCard = ({ book, category }: BookListRow): TBookCard => ({
  id: book.id,
  slug: book.slug,
  title: book.title,
  authors: book.authors,
  cover: mediaUrl(book.cover),
  language: book.language,
  reading_level: book.readingLevel,
  category: category?.id ? { id: category.id, name: category.name, slug: category.slug } : null,
  featured: book.featured,
  mode_id: book.modeId,
});

/** The library as visitors browse it. */
const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/books/', { schema: { querystring: ZBookListQuery, response: { 200: zPage(ZBookCard) } } }, async (request) => {
    const q = request.query;
    const { rows, count } = await request.withTenant((tx) =>
      listPublishedBooks(tx, {
        featured: q.featured === undefined ? undefined : q.featured === 'true',
        modeId: q.mode,
        limit: q.limit,
        offset: q.offset,
      }),
    );
    return { count, ...pageLinks(request, count, q.limit, q.offset), results: rows.map(presentCard) };
  });
};
export default libraryRoutes;
