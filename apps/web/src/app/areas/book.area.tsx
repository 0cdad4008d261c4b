/**
 * A book's (or a story's) page, the page search engines and shared links land on: an area of its
 * own, so it loads none of the library area's other pages (search, partner libraries, the Dear World
 * book, which bring the country list and Zod).
 */
import { ProductOffers } from '../../features/cart/components/product-offers';
import { LibraryItemPage as LibraryItem } from '../../features/library/components/book-page';

// Pages that sell something get the cart's offers from here: features do not import each other.
export const LibraryItemPage = () => <LibraryItem offers={(book) => <ProductOffers bookId={book.id} />} />;
