export declare function RootLayout(): import("react").JSX.Element;
