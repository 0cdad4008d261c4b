import type { ReactNode } from 'react';
export declare const FEATURED_BOOKS_LIMIT = 8;
/** The featured books grid; `modeId` narrows it to the Switchboard mode in use. */
export declare function FeaturedBooks({ modeId, emptyAction }: {
    modeId: number | null;
    emptyAction?: ReactNode;
}): import("react").JSX.Element;
