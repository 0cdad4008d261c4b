import { auth } from './auth';
import { authoring } from './authoring';
import { common } from './common';
import { forms } from './forms';
import { layout } from './layout';
import { learning } from './learning';
import { library } from './library';
import { routes } from './routes';
import { site } from './site';

/** English, bundled with the app: the source of every key. */
export const en = { common, layout, routes, site, library, auth, forms, learning, authoring } as const;
