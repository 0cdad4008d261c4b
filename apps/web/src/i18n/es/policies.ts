import type { Translation } from '../types';

export const policies: Translation['policies'] = {};
