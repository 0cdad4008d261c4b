import type { Translation } from '../types';
import { activities } from './activities';
import { adminGiving } from './admin-giving';
import { adminLibrary } from './admin-library';
import { adminPlatform } from './admin-platform';
import { adminShared } from './admin-shared';
import { adminShell } from './admin-shell';
import { adminUsers } from './admin-users';
import { auth } from './auth';
import { authoring } from './authoring';
import { books } from './books';
import { classroom } from './classroom';
import { common } from './common';
import { contentAdmin } from './content-admin';
import { dashboard } from './dashboard';
import { forms } from './forms';
import { giving } from './giving';
import { layout } from './layout';
import { learning } from './learning';
import { libraries } from './libraries';
import { library } from './library';
import { policies } from './policies';
import { publishing } from './publishing';
import { reach } from './reach';
import { reader } from './reader';
import { routes } from './routes';
import { shop } from './shop';
import { site } from './site';
import { tenants } from './tenants';

/** Spanish, whole: the type check of every namespace and the tests' reference. The app loads each namespace on its own. */
export const es: Translation = {
  common,
  layout,
  routes,
  site,
  library,
  auth,
  forms,
  activities,
  adminGiving,
  adminLibrary,
  adminPlatform,
  adminShared,
  adminShell,
  adminUsers,
  authoring,
  books,
  classroom,
  contentAdmin,
  dashboard,
  giving,
  learning,
  libraries,
  policies,
  publishing,
  reach,
  reader,
  shop,
  tenants,
};

export { messages } from './messages';
