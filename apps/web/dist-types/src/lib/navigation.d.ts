/**
 * Lets code outside React (the API client's session-expiry path) navigate through the data
 * router once app/ registers it; before that a full page load is the safe fallback.
 */
type Navigate = (to: string) => void;
export declare function registerNavigator(navigate: Navigate): void;
export declare function navigateTo(to: string): void;
export {};
