/**
 * The placeholder for every page a later issue builds, inside the real layout. Its title and
 * sentence come from the route's metadata, so each route needs no component of its own.
 */
export declare function ComingSoon(): import("react").JSX.Element;
