/**
 * The giving area: the lists of charities and of projects. The pages with a donation form (a
 * charity, a project, a fundraising page) are the donate area's, since the form brings Zod.
 */
export { CharitiesPage } from '../../features/charities/components/charities-page';
export { ProjectsPage } from '../../features/charities/components/projects-page';
