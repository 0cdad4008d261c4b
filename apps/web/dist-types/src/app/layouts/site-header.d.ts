export declare function SiteHeader(): import("react").JSX.Element;
