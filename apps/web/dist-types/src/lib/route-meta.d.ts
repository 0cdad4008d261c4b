/** What every route tells the shell about itself (carried in the route's `handle`). */
export type RouteMeta = {
    /** Human page title; document.title becomes `<title> · <site name>`. */
    title: string;
    /** One sentence of what the page is (or will be) for. */
    description: string;
    /** Where a "back" link on placeholder pages should lead; the home page by default. */
    back?: {
        to: string;
        label: string;
    };
};
/** The metadata of the deepest matched route that has some. */
export declare function useRouteMeta(): RouteMeta | null;
