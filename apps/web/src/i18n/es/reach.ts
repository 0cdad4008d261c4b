import type { Translation } from '../types';

export const reach: Translation['reach'] = {};
