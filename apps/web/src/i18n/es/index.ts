import type { Translation } from '../types';
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

/** Spanish, loaded as its own chunk when a visitor chooses it (or their browser prefers it). */
export const es: Translation = { common, layout, routes, site, library, auth, forms, books, reader, publishing };
