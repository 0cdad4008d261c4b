/** The library area: the header search's results, partner libraries and the Dear World book (a book's own page is the book area). */
import { useTranslation } from 'react-i18next';
import { DearWorldBookPage as DearWorldBook } from '../../features/dear-world/components/dear-world-page';
import { ProductOffers } from '../../features/cart/components/product-offers';

export { SearchPage } from '../../features/search/components/search-page';
export { LibrariesPage } from '../../features/libraries/components/libraries-page';
export { LibraryPage } from '../../features/libraries/components/library-page';

// Pages that sell something get the cart's offers from here: features do not import each other.
export const DearWorldBookPage = () => {
  const { t } = useTranslation('books');
  return <DearWorldBook buy={<ProductOffers kind="dear_world_book" heading={t('buyPrintedBook')} />} />;
};
