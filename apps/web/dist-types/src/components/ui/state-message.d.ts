import type { ReactNode } from 'react';
type Props = {
    icon?: ReactNode;
    title: string;
    children?: ReactNode;
    action?: ReactNode;
    testId?: string;
};
/** The friendly box shown instead of content: empty lists, errors, sign-in prompts. */
export declare function StateMessage({ icon, title, children, action, testId }: Props): import("react").JSX.Element;
export declare function ErrorState({ what, onRetry, retrying }: {
    what: string;
    onRetry: () => void;
    retrying?: boolean;
}): import("react").JSX.Element;
export {};
