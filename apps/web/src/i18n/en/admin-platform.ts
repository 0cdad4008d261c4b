export const adminPlatform = {
  countries: {
    placeholder: 'Start typing your country',
    label: 'Countries',
    noMatch: 'No country matches “{{text}}”.',
  },
  csv: { file: 'CSV file', template: 'Download a template' },
} as const;
