import { z } from 'zod';
import { isCountryCode } from './countries.js';

/** A country chosen from the list, as its upper-case code; `message` when missing or not one of the list. */
export const countryCode = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, message);
