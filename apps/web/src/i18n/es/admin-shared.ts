import type { Translation } from '../types';

export const adminShared: Translation['adminShared'] = {
  list: {
    from: 'Desde',
    to: 'Hasta',
    count: '{{count}} {{noun}}',
    range: '{{from}}–{{to}} de {{count}} {{noun}}',
  },
  stats: { when: 'Cuándo' },
};
