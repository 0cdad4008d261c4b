import { type ComponentType, type ReactNode, type SVGProps } from 'react';
type Icon = ComponentType<SVGProps<SVGSVGElement> & {
    size?: number;
}>;
export type AdminNavItem = {
    to: string;
    label: string;
    icon: Icon;
    testId: string;
};
export type AdminNavGroup = {
    heading?: string;
    items: AdminNavItem[];
};
type Props = {
    /** Names the area for screen readers and in the sidebar, e.g. "School admin". */
    areaLabel: string;
    groups: AdminNavGroup[];
    /** Extra control under the menu, such as the switch between school and organisation dashboards. */
    action?: ReactNode;
    collapsible?: boolean;
    testId: string;
};
/** The shell of the three admin areas: sidebar (drawer on phones), top bar with the user, the page. */
export declare function AdminShell({ areaLabel, groups, action, collapsible, testId }: Props): import("react").JSX.Element;
/** Shows the switching overlay for the spec's 1 s, then opens the other admin dashboard. */
export declare function SwitchDashboardButton({ label, message, to, testId, icon: IconComponent, }: {
    label: string;
    message: string;
    to: string;
    testId: string;
    icon: Icon;
}): import("react").JSX.Element;
export declare const SWITCH_DELAY_MS = 1000;
export {};
