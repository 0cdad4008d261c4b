/** The logo: the tenant's logo and name on a tenant site, the product wordmark on the main site; it opens the library. */
export declare function SiteBrand({ compact, testId }: {
    compact?: boolean;
    testId?: string;
}): import("react").JSX.Element;
