import i18next from 'i18next';

/** `password_hash` → "Password hash". */
export const fieldLabel = (key: string) => {
  const words = key.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
};

/** One logged value as text: empty for nothing, Yes/No, numbers and text as they are, structures as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? i18next.t('adminPlatform:audit.yes') : i18next.t('adminPlatform:audit.no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
