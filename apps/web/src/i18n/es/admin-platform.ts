import type { Translation } from '../types';

export const adminPlatform: Translation['adminPlatform'] = {
  countries: {
    placeholder: 'Empieza a escribir tu país',
    label: 'Países',
    noMatch: 'Ningún país coincide con «{{text}}».',
  },
  csv: { file: 'Archivo CSV', template: 'Descargar una plantilla' },
};
