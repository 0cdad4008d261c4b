import { auth } from './auth';
import { books } from './books';
import { common } from './common';
import { forms } from './forms';
import { layout } from './layout';
import { library } from './library';
import { publishing } from './publishing';
import { reader } from './reader';
import { routes } from './routes';
import { site } from './site';

/** English, bundled with the app: the source of every key. */
export const en = { common, layout, routes, site, library, auth, forms, books, reader, publishing } as const;
