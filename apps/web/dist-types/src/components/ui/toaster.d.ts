/** Renders the toast queue of lib/toast; mounted once at the root. */
export declare function Toaster(): import("react").JSX.Element;
