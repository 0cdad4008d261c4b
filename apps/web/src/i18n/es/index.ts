import type { Translation } from '../types';
import { auth } from './auth';
import { common } from './common';
import { contentAdmin } from './content-admin';
import { adminShell } from './admin-shell';
import { libraries } from './libraries';
import { forms } from './forms';
import { layout } from './layout';
import { library } from './library';
import { routes } from './routes';
import { site } from './site';
import { giving } from './giving';
import { shop } from './shop';
import { policies } from './policies';
import { reach } from './reach';

/** Spanish, loaded as its own chunk when a visitor chooses it (or their browser prefers it). */
export const es: Translation = {
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
};
