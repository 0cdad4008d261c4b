/** The library area: a book's page (or a story's), the header search's results, partner libraries and the Dear World book. */
import { useTranslation } from 'react-i18next';
import { DearWorldBookPage as DearWorldBook } from '../../features/dear-world/components/dear-world-page';
import { ProductOffers } from '../../features/cart/components/product-offers';
import { LibraryItemPage as LibraryItem } from '../../features/library/components/book-page';

export { SearchPage } from '../../features/search/components/search-page';
export { LibrariesPage } from '../../features/libraries/components/libraries-page';
export { LibraryPage } from '../../features/libraries/components/library-page';

// Pages that sell something get the cart's offers from here: features do not import each other.
export const LibraryItemPage = () => <LibraryItem offers={(book) => <ProductOffers bookId={book.id} />} />;
export const DearWorldBookPage = () => {
  const { t } = useTranslation('books');
  return <DearWorldBook buy={<ProductOffers kind="dear_world_book" heading={t('buyPrintedBook')} />} />;
};
