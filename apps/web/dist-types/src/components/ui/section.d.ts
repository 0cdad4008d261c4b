import type { ReactNode } from 'react';
type Props = {
    id: string;
    title: string;
    description?: ReactNode;
    action?: ReactNode;
    children: ReactNode;
    className?: string;
    testId?: string;
};
/** A titled page section: the h2 names the region for screen readers. */
export declare function Section({ id, title, description, action, children, className, testId }: Props): import("react").JSX.Element;
export {};
