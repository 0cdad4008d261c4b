// The login page alone: the page most visits of children and teachers start on. The other account
// pages (registration, invitations, password reset) bring Zod and the shared schemas, the country
// list and the human check; the login's first step needs none of them, and its later steps load
// their forms while it is shown (login-page.tsx).
export { LoginPage } from '../../features/auth/components/login-page';
