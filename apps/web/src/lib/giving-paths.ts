/** Where the giving pages live (spec section 2, plus the fundraising pages' share links). */
export const CHARITIES_PATH = '/charities';
export const PROJECTS_PATH = '/projects';
export const MONEY_RAISED_PATH = '/dashboard?option=Money%20I%20Have%20Raised';
/** The dashboard option the header's "Money I have raised" link opens. */
export const MONEY_RAISED_OPTION = 'Money I Have Raised';

export const charityPath = (slug: string) => `${CHARITIES_PATH}/${encodeURIComponent(slug)}`;
export const projectPath = (slug: string) => `/charity-projects/${encodeURIComponent(slug)}`;
export const fundraiserPath = (slug: string) => `/fundraisers/${encodeURIComponent(slug)}`;
