export declare function SiteFooter(): import("react").JSX.Element;
