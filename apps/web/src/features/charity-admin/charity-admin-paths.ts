import { useLocation } from 'react-router';

/**
 * Where the charity pages live in each console (spec 2). The platform admin has lists of
 * charities and projects and a page for each project; a school's console has its charities, their
 * form and their details, where it also adds and edits the charities' projects and their updates.
 */
export type CharityConsole = {
  base: '/admin-panel' | '/admin-school';
  /** True in the platform admin's panel. */
  platform: boolean;
  charities: string;
  charityForm: (id?: number) => string;
  charityDetails: (id: number) => string;
  /** The platform admin's project pages; a school edits projects inside the charity's details instead. */
  projects: string | null;
  projectForm: ((id?: number, charityId?: number) => string) | null;
  projectDetails: ((id: number) => string) | null;
};

const PANEL: CharityConsole = {
  base: '/admin-panel',
  platform: true,
  charities: '/admin-panel/all-charities',
  charityForm: (id) => (id ? `/admin-panel/charity/${id}` : '/admin-panel/charity'),
  charityDetails: (id) => `/admin-panel/charity-details-view/${id}`,
  projects: '/admin-panel/all-projects',
  projectForm: (id, charityId) => (id ? `/admin-panel/project/${id}` : `/admin-panel/project${charityId ? `?charity=${charityId}` : ''}`),
  projectDetails: (id) => `/admin-panel/project-details-view/${id}`,
};

const SCHOOL: CharityConsole = {
  base: '/admin-school',
  platform: false,
  charities: '/admin-school/charities',
  charityForm: (id) => (id ? `/admin-school/addcharities/${id}` : '/admin-school/addcharities'),
  charityDetails: (id) => `/admin-school/charity-details-view/${id}`,
  projects: null,
  projectForm: null,
  projectDetails: null,
};

/** The console the page runs in, from its address. */
export function useCharityConsole(): CharityConsole {
  const { pathname } = useLocation();
  return pathname.startsWith('/admin-panel') ? PANEL : SCHOOL;
}
