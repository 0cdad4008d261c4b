import type { TOrderStatus } from '@commonshelf/shared/commerce/commerce.schemas';

/** How an order's status reads to buyers and admins, and the badge tone it takes. */
export const ORDER_STATUS: Record<TOrderStatus, { label: string; tone: 'neutral' | 'primary' | 'warm' }> = {
  pending: { label: 'Waiting for payment', tone: 'warm' },
  paid: { label: 'Paid', tone: 'primary' },
  fulfilled: { label: 'Complete', tone: 'primary' },
  failed: { label: 'Payment failed', tone: 'warm' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
};
