/** A charity, its projects and fundraising pages, each with its donation form. */
export { CharityPage } from '../../features/charities/components/charity-page';
export { ProjectPage } from '../../features/charities/components/project-page';
export { FundraiserPage } from '../../features/charities/components/fundraiser-page';
