/** Where a published story is read in the library (its slug, prefixed so it never looks like a book's id). */
export const storyLibraryPath = (slug: string) => `/library/story-${encodeURIComponent(slug)}`;
