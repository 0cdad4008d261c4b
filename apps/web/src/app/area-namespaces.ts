import type { Namespace } from '../i18n';
import type { AreaName } from './route-table';

/**
 * The text namespaces (beyond the shell's, which are bundled) that each route area's pages use,
 * loaded together with the area's code so a page never waits for its texts after its code. A test
 * (area-namespaces.test.ts) reads the sources and fails when this list falls behind them.
 */
export const AREA_NAMESPACES: Record<AreaName, readonly Namespace[]> = {
  home: ['activities', 'learning', 'library'],
  experiment: ['activities', 'publishing'],
  publicForms: ['adminPlatform', 'adminShared', 'classroom', 'forms', 'policies'],
  public: ['policies', 'reach'],
  auth: ['adminPlatform', 'adminShell'],
  login: [],
  registration: ['adminPlatform', 'policies', 'tenants'],
  dashboard: ['activities', 'adminGiving', 'adminShared', 'adminShell', 'classroom', 'dashboard', 'learning', 'policies', 'publishing', 'shop'],
  payments: ['adminPlatform', 'adminShared', 'shop'],
  adminPanel: ['activities', 'adminGiving', 'adminLibrary', 'adminPlatform', 'adminShared', 'adminShell', 'adminUsers', 'authoring', 'books', 'contentAdmin', 'forms', 'learning', 'publishing', 'reader', 'shop', 'tenants'],
  adminSchool: ['activities', 'adminGiving', 'adminLibrary', 'adminPlatform', 'adminShared', 'adminShell', 'adminUsers', 'authoring', 'books', 'classroom', 'contentAdmin', 'dashboard', 'forms', 'learning', 'policies', 'publishing', 'reader', 'shop', 'tenants'],
  adminOrganization: ['adminPlatform', 'adminShared', 'adminShell', 'books', 'dashboard', 'publishing', 'tenants'],
  learning: ['activities', 'adminPlatform', 'classroom', 'learning', 'shop'],
  library: ['activities', 'books', 'libraries', 'shop'],
  book: ['activities', 'books', 'library', 'shop'],
  publishing: ['activities', 'learning', 'publishing'],
  reader: ['reader'],
  giving: ['giving'],
  donate: ['giving', 'shop'],
};
