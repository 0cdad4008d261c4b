import { ZModeList, type TMode } from '@commonshelf/shared/modes/modes.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mediaUrl } from '../../lib/media.js';
import { listSiteModes, type ModeRecord } from './modes.repository.js';

const present = (m: ModeRecord): TMode => ({
  id: m.id,
  name: m.name,
  slug: m.slug,
  description: m.description,
  image: mediaUrl(m.image),
  locked: m.effectiveLocked,
  active: m.isActive,
  status: m.isActive ? 'ACTIVE' : 'INACTIVE',
});

/** Switchboard modes of the current site. */
const modesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/modes/', { schema: { response: { 200: ZModeList } } }, async (request) => {
    const rows = await request.withTenant((tx) => listSiteModes(tx, request.tenant?.id ?? null));
    return { count: rows.length, results: rows.map(present) };
  });
};
export default modesRoutes;
