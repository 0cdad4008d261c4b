import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZOwnedProducts, ZProductList, ZProductListQuery } from '@commonshelf/shared/commerce/products.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { allOwnedProductIds } from './orders.repository.js';
import { productList, siteCurrency } from './products.service.js';

/** The shop's catalogue: products the site sells, each with its price in the site's currency. */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products/', { schema: { querystring: ZProductListQuery, response: { 200: ZProductList, 400: ZApiError } } }, async (request) =>
    request.withTenant((tx) => productList(tx, siteCurrency(app.config, request.tenant), request.query)),
  );
  // Per user, so never cached publicly: the shop's pages say "you own this" instead of selling it again.
  app.get('/products/owned/', { onRequest: app.requireUser, schema: { response: { 200: ZOwnedProducts, 401: ZApiError } } }, async (request) => ({
    results: await request.withTenant((tx) => allOwnedProductIds(tx, request.user!.id)),
  }));
};
export default productsRoutes;
