/** The public shell: header with the mega-menus, the page, the footer. */
export declare function SiteLayout(): import("react").JSX.Element;
