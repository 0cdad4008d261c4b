/** The header search: keeps the query in the search slice and opens the library with it. */
export declare function SearchBox({ className }: {
    className?: string;
}): import("react").JSX.Element;
