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

/** English, bundled with the app: the source of every key. */
export const en = {
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
} as const;
