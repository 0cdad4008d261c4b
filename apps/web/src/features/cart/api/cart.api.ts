import i18next from 'i18next';
import type { TCart } from '@commonshelf/shared/commerce/cart.schemas';
import type { TCheckoutInput, TCheckoutResult } from '@commonshelf/shared/commerce/checkout.schemas';
import type { TInvoiceView, TMyOrder, TOrderView } from '@commonshelf/shared/commerce/orders.schemas';
import type { TPaymentProvider } from '@commonshelf/shared/commerce/commerce.schemas';
import type { TOwnedProducts, TProductList } from '@commonshelf/shared/commerce/products.schemas';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { uiLocale } from '../../../i18n';
import { api, apiRequest, errorMessage } from '../../../lib/api-client';
import { isPdfBlob, saveBlob } from '../../../lib/download';

/**
 * The cart on the server (`/api/data/cart/`, a signed-in user's), the products it names (priced by
 * the server in the site's currency), checkout, and the order a payment leads back to.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServerCart: build.query<TCart, void>({ query: () => '/data/cart/' }),
    addToServerCart: build.mutation<TCart, number>({ query: (productId) => ({ url: '/data/cart/', method: 'POST', body: { product_id: productId } }) }),
    removeFromServerCart: build.mutation<TCart, number>({ query: (productId) => ({ url: `/data/cart/${productId}/`, method: 'DELETE' }) }),
    clearServerCart: build.mutation<TCart, void>({ query: () => ({ url: '/data/cart/', method: 'DELETE' }) }),
    mergeServerCart: build.mutation<TCart, number[]>({ query: (items) => ({ url: '/data/cart/merge/', method: 'POST', body: { items } }) }),
    getProducts: build.query<TProductList, { ids?: number[]; kind?: string }>({
      query: ({ ids, kind }) => ({ url: '/products/', params: { ...(ids?.length ? { ids: ids.join(',') } : {}), ...(kind ? { kind } : {}) } }),
    }),
    /** Keyed by the signed-in user, so one account's never shows for another. */
    getOwnedProducts: build.query<TOwnedProducts, { viewer: string | number }>({ query: () => '/products/owned/' }),
    checkout: build.mutation<TCheckoutResult, TCheckoutInput>({ query: (body) => ({ url: '/checkout/', method: 'POST', body }) }),
    /** A new link to confirm the signed-in account's email: confirming it brings in what was bought with the address. */
    resendEmailConfirmation: build.mutation<{ success: boolean; message: string }, void>({ query: () => ({ url: '/auth/verify-email/resend/', method: 'POST' }) }),
    getOrder: build.query<TOrderView, { reference: string; token: string | null }>({
      query: ({ reference, token }) => ({ url: `/orders/${encodeURIComponent(reference)}/`, params: token ? { token } : {} }),
    }),
    getMyOrders: build.query<{ count: number; results: TMyOrder[] }, void>({ query: () => ({ url: '/orders/mine/', params: { limit: 20 } }) }),
    getInvoice: build.query<TInvoiceView, { type: string; reference: string; token: string | null }>({
      query: ({ type, reference, token }) => ({ url: `/invoices/${encodeURIComponent(type)}/${encodeURIComponent(reference)}/`, params: token ? { token } : {} }),
    }),
    retryPayment: build.mutation<TCheckoutResult, { reference: string; provider: TPaymentProvider; token: string | null }>({
      query: ({ reference, provider, token }) => ({ url: `/orders/${encodeURIComponent(reference)}/pay/`, method: 'POST', body: { provider, ...(token ? { token } : {}) } }),
    }),
  }),
});

export const {
  useGetProductsQuery,
  useGetOwnedProductsQuery,
  useCheckoutMutation,
  useResendEmailConfirmationMutation,
  useGetOrderQuery,
  useRetryPaymentMutation,
  useGetInvoiceQuery,
  useGetMyOrdersQuery,
} = cartApi;


/** Said when a PDF cannot be had, in the UI language. */
export const invoicePdfFailed = () => i18next.t('shop:invoice.downloadFailed');

/** Downloads an invoice or receipt as a PDF (with the signed-in user's token, or the order's). */
export const downloadInvoicePdf = createAsyncThunk<void, { type: string; reference: string; token: string | null; fileName: string }, { rejectValue: string }>(
  'orders/downloadInvoicePdf',
  async ({ type, reference, token, fileName }, thunkApi) => {
    const result = await apiRequest(
      {
        url: `/invoices/${encodeURIComponent(type)}/${encodeURIComponent(reference)}/pdf`,
        // The PDF in the page's language.
        params: { ...(token ? { token } : {}), lang: uiLocale() },
        responseHandler: async (response) => (response.ok ? response.blob() : response.json().catch(() => null)),
      },
      thunkApi,
    );
    // The shell loads this module (for the cart) without the shop's texts.
    if (result.error || !isPdfBlob(result.data)) await i18next.loadNamespaces('shop');
    if (result.error) return thunkApi.rejectWithValue(errorMessage(result.error, invoicePdfFailed()));
    if (!isPdfBlob(result.data)) return thunkApi.rejectWithValue(invoicePdfFailed());
    saveBlob(result.data, fileName);
  },
);
