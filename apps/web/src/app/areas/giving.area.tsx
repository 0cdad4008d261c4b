/** The giving area: charities, their projects and fundraising pages, each with its donation form. */
export { CharitiesPage } from '../../features/charities/components/charities-page';
export { CharityPage } from '../../features/charities/components/charity-page';
export { ProjectsPage } from '../../features/charities/components/projects-page';
export { ProjectPage } from '../../features/charities/components/project-page';
export { FundraiserPage } from '../../features/charities/components/fundraiser-page';
