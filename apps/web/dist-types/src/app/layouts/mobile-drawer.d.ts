import { type ReactNode } from 'react';
/** Below 1024 px the mega-menus live in this drawer, one accordion section per menu. */
export declare function MobileDrawer({ brand, footer }: {
    brand: ReactNode;
    footer?: ReactNode;
}): import("react").JSX.Element;
