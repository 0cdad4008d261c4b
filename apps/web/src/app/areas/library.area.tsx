/** The library area: a book's page (or a story's), the header search's results, partner libraries and the Dear World book. */
export { LibraryItemPage } from '../../features/library/components/book-page';
export { SearchPage } from '../../features/search/components/search-page';
export { LibrariesPage } from '../../features/libraries/components/libraries-page';
export { LibraryPage } from '../../features/libraries/components/library-page';
export { DearWorldBookPage } from '../../features/dear-world/components/dear-world-page';
