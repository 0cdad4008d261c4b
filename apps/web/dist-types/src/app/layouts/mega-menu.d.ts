/** The desktop mega-menus; Radix gives them arrow-key, Escape and screen-reader behaviour. */
export declare function MegaMenu(): import("react").JSX.Element;
