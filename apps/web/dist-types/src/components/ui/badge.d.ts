import type { ReactNode } from 'react';
declare const tones: {
    readonly neutral: "bg-surface-alt text-ink-soft border border-line-soft";
    readonly primary: "bg-primary-light text-primary-dark";
    readonly warm: "bg-announcement text-ink";
};
export declare function Badge({ children, tone }: {
    children: ReactNode;
    tone?: keyof typeof tones;
}): import("react").JSX.Element;
export {};
