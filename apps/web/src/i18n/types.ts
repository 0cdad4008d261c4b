import type { en } from './en';

/** The English texts define the keys; every other language has the same shape with its own strings. */
export type Resources = typeof en;
type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type Translation = Shape<Resources>;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    returnNull: false;
  }
}
