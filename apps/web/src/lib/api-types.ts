/** A DRF-style page, as `zPage` in @commonshelf/shared/common/api.schemas describes it. */
export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };
