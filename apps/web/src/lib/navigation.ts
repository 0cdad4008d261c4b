/**
 * Lets code outside React (the API client's session-expiry path) navigate through the data
 * router once app/ registers it; before that a full page load is the safe fallback.
 */
type Navigate = (to: string) => void;

let navigateImpl: Navigate = (to) => {
  if (typeof window !== 'undefined') window.location.assign(to);
};

export function registerNavigator(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function navigateTo(to: string): void {
  navigateImpl(to);
}
