import { ZCart, ZCartAdd, ZCartItemParams, ZCartMerge } from '@commonshelf/shared/commerce/cart.schemas';
import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addCartItem, clearCart, getCart, mergeCart, removeCartItem, type CartOwner } from './cart.service.js';

const errors = { 400: ZApiError, 401: ZApiError };

/**
 * A signed-in user's cart on the server (`/data/cart/`, spec 7); a visitor's stays in the browser
 * and is merged in at login. Every call reaches only the caller's own lines (and row-level security
 * keeps them to the caller's site).
 */
const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = (request: FastifyRequest): CartOwner => ({ userId: request.user!.id, tenantId: request.user!.tenantId });
  const opts = { onRequest: app.requireUser };

  app.get('/data/cart/', { ...opts, schema: { response: { 200: ZCart, ...errors } } }, async (request) => request.withTenant((tx) => getCart(tx, owner(request))));

  app.post('/data/cart/', { ...opts, schema: { body: ZCartAdd, response: { 200: ZCart, ...errors } } }, async (request) =>
    request.withTenant((tx) => addCartItem(tx, owner(request), request.body.product_id)),
  );

  app.post('/data/cart/merge/', { ...opts, schema: { body: ZCartMerge, response: { 200: ZCart, ...errors } } }, async (request) =>
    request.withTenant((tx) => mergeCart(tx, owner(request), request.body.items)),
  );

  app.delete('/data/cart/:productId/', { ...opts, schema: { params: ZCartItemParams, response: { 200: ZCart, ...errors } } }, async (request) =>
    request.withTenant((tx) => removeCartItem(tx, owner(request), request.params.productId)),
  );

  app.delete('/data/cart/', { ...opts, schema: { response: { 200: ZCart, ...errors } } }, async (request) => request.withTenant((tx) => clearCart(tx, owner(request))));
};
export default cartRoutes;
