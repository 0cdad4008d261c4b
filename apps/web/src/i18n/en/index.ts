import { adminPlatform } from './admin-platform';
import { adminUsers } from './admin-users';
import { auth } from './auth';
import { authoring } from './authoring';
import { common } from './common';
import { contentAdmin } from './content-admin';
import { adminShell } from './admin-shell';
import { libraries } from './libraries';
import { forms } from './forms';
import { layout } from './layout';
import { learning } from './learning';
import { library } from './library';
import { routes } from './routes';
import { site } from './site';
export const en = {
  common,
  layout,
  routes,
  site,
  library,
  auth,
  forms,
  contentAdmin,
  libraries,
  adminShell,
  giving,
  shop,
  policies,
  reach,
  adminUsers,
  adminPlatform,
  tenants,
  adminGiving,
  adminShared,
  learning,
  authoring,
} as const;
