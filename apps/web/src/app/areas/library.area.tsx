/** The library area: a book's page (or a story's), and the full results of the header search. */
export { LibraryItemPage } from '../../features/library/components/book-page';
export { SearchPage } from '../../features/search/components/search-page';
