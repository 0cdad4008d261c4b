import { auth } from './auth';
import { common } from './common';
import { forms } from './forms';
import { layout } from './layout';
import { library } from './library';
import { routes } from './routes';
import { site } from './site';
import { adminGiving } from './admin-giving';
import { adminShared } from './admin-shared';

/** English, bundled with the app: the source of every key. */
export const en = { common, layout, routes, site, library, auth, forms, adminGiving, adminShared } as const;
