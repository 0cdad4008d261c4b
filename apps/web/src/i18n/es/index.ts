import type { Translation } from '../types';
import { auth } from './auth';
import { common } from './common';
import { dashboard } from './dashboard';
import { classroom } from './classroom';
import { activities } from './activities';
import { forms } from './forms';
import { layout } from './layout';
import { library } from './library';
import { routes } from './routes';
import { site } from './site';

/** Spanish, loaded as its own chunk when a visitor chooses it (or their browser prefers it). */
export const es: Translation = {
  common,
  layout,
  routes,
  site,
  library,
  auth,
  forms,
  dashboard,
  classroom,
  activities,
};
