/** A placeholder block; callers give it the exact size of what it stands in for, so nothing jumps on load. */
export declare function Skeleton({ className }: {
    className?: string;
}): import("react").JSX.Element;
