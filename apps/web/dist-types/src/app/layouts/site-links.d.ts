import type { ComponentType, SVGProps } from 'react';
type Icon = ComponentType<SVGProps<SVGSVGElement> & {
    size?: number;
}>;
export type SiteLink = {
    to: string;
    label: string;
    description: string;
    icon: Icon;
};
export type NavSection = {
    key: 'register' | 'learn' | 'give' | 'books' | 'about';
    label: string;
    blurb: string;
    icon: Icon;
    links: SiteLink[];
};
/** The header mega-menus (spec section 2 header links), in the spec's order Register, Learn, Give, Books, About. */
export declare const NAV_SECTIONS: NavSection[];
export declare const ABOUT_LINKS: SiteLink[];
export {};
