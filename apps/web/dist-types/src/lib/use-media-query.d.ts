/** Tracks a media query; used where hidden duplicates of a control (sidebar and drawer) must not coexist. */
export declare function useMediaQuery(query: string): boolean;
/** The `lg` breakpoint (1024 px) of the spec, where sidebars and mega-menus replace drawers. */
export declare const DESKTOP_QUERY = "(min-width: 64rem)";
