export declare function NotFound(): import("react").JSX.Element;
