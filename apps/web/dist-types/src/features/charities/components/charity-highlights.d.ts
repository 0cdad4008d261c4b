export declare const CHARITY_HIGHLIGHTS_LIMIT = 3;
export declare function CharityHighlights(): import("react").JSX.Element;
