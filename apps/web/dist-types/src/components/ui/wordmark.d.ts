/** The Commonshelf logo for the main site: an open-book mark in the theme colour and the name as text. */
export declare function Wordmark({ name }: {
    name: string;
}): import("react").JSX.Element;
