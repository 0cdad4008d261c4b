import type { TProductKind } from '@commonshelf/shared/commerce/commerce.schemas';
import type { TProduct, TProductList } from '@commonshelf/shared/commerce/products.schemas';
import type { AppConfig } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { mediaUrl } from '../../lib/media.js';
import { bookCoverUrl } from '../library-media/media-urls.js';
import type { TenantRow } from '../tenants/tenants.table.js';
import { listSellableProducts, type SellableProduct } from './products.repository.js';

/** The currency a site sells in: a tenant's own, else the main site's from configuration. */
export const siteCurrency = (config: Pick<AppConfig, 'payments'>, tenant: Pick<TenantRow, 'currency'> | null) => tenant?.currency ?? config.payments.mainCurrency;

export function presentProduct(p: SellableProduct): TProduct {
  return {
    id: p.product.id,
    slug: p.product.slug,
    kind: p.product.kind,
    title: p.product.title,
    description: p.product.description,
    image: p.product.image ? mediaUrl(p.product.image) : p.book?.cover ? bookCoverUrl(p.book) : mediaUrl(p.course?.cover),
    requires_shipping: p.product.requiresShipping,
    book: p.book ? { id: p.book.id, slug: p.book.slug, title: p.book.title } : null,
    course: p.course ? { id: p.course.id, slug: p.course.slug, name: p.course.name } : null,
    price: { amount_minor: p.amountMinor, currency: p.currency },
  };
}

/** `GET /api/products/`: what the site sells, priced in its currency; `ids` (a cart's lines) keeps its order and drops what it cannot sell. */
export async function productList(tx: Tx, currency: string, q: { ids?: number[]; kind?: TProductKind }): Promise<TProductList> {
  const rows = await listSellableProducts(tx, currency, q);
  return { count: rows.length, currency, results: rows.map(presentProduct) };
}
