import type { TOrderStatus } from '@commonshelf/shared/commerce/commerce.schemas';
import i18next from 'i18next';

type Tone = 'neutral' | 'primary' | 'warm';
const TONES: Record<TOrderStatus, Tone> = { pending: 'warm', paid: 'primary', fulfilled: 'primary', failed: 'warm', cancelled: 'neutral', refunded: 'neutral' };

/** How an order's status reads to buyers and admins (in the UI language, read when shown), and the badge tone it takes. */
export const ORDER_STATUS = Object.fromEntries(
  Object.entries(TONES).map(([status, tone]) => [
    status,
    {
      tone,
      get label() {
        return i18next.t(`site:shared.orderStatus.${status as TOrderStatus}`);
      },
    },
  ]),
) as Record<TOrderStatus, { readonly label: string; tone: Tone }>;
