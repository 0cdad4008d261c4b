import { orderLineLabel } from '@commonshelf/shared/commerce/order-lines';
import { useTranslation } from 'react-i18next';

/** An order line in the page's language: "Donation to …", "… (digital edition)", or the item's own name. */
export function useOrderLineLabel() {
  const { t } = useTranslation('shop');
  return (item: { kind: string; title: string }) =>
    orderLineLabel(item, {
      donation: (cause) => t('lines.donation', { cause }),
      book_digital: (title) => t('lines.book_digital', { title }),
      book_print: (title) => t('lines.book_print', { title }),
    });
}
