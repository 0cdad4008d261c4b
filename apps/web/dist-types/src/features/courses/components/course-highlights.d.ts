import type { ReactNode } from 'react';
export declare const COURSE_HIGHLIGHTS_LIMIT = 6;
export declare function CourseHighlights({ modeId, emptyAction }: {
    modeId: number | null;
    emptyAction?: ReactNode;
}): import("react").JSX.Element;
