/** Shown when a page throws or its code fails to load (often a deploy replaced the old chunks). */
export declare function RouteError(): import("react").JSX.Element;
