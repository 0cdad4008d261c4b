import type { TBookCard } from '@commonshelf/shared/library/library.schemas';
export declare const COVER_WIDTH = 240;
export declare const COVER_HEIGHT = 320;
export declare function BookCard({ book }: {
    book: TBookCard;
}): import("react").JSX.Element;
export declare function BookCardSkeleton(): import("react").JSX.Element;
