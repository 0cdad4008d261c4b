// A school's or organisation's registration and a parent's consent: their forms bring the country
// list, the human check and the privacy schemas, which the login page (the auth area) does not need.
export { ParentConsentPage } from '../../features/privacy/components/parent-consent-page';
export { TenantRegisterPage } from '../../features/tenants/components/tenant-register-page';
