import { ZApiError } from '@commonshelf/shared/common/api.schemas';
import { ZProductList, ZProductListQuery } from '@commonshelf/shared/commerce/products.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productList, siteCurrency } from './products.service.js';

/** The shop's catalogue: products the site sells, each with its price in the site's currency. */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/products/', { schema: { querystring: ZProductListQuery, response: { 200: ZProductList, 400: ZApiError } } }, async (request) =>
    request.withTenant((tx) => productList(tx, siteCurrency(app.config, request.tenant), request.query)),
  );
};
export default productsRoutes;
