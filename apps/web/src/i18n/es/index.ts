import type { Translation } from '../types';
import { auth } from './auth';
import { common } from './common';
import { forms } from './forms';
import { layout } from './layout';
import { library } from './library';
import { routes } from './routes';
import { site } from './site';
import { adminGiving } from './admin-giving';
import { adminShared } from './admin-shared';

/** Spanish, loaded as its own chunk when a visitor chooses it (or their browser prefers it). */
export const es: Translation = { common, layout, routes, site, library, auth, forms, adminGiving, adminShared };
