export declare function cartLabel(count: number): string;
export declare function CartButton(): import("react").JSX.Element;
