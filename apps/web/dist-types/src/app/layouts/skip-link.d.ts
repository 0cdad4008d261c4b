/** First focusable element of every layout; moves focus to <main id="main-content">. */
export declare function SkipLink(): import("react").JSX.Element;
