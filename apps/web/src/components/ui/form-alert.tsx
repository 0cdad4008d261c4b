import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { translateMessage } from '../../i18n/messages';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

const tones = {
  error: { box: 'border-danger bg-announcement text-ink', icon: AlertIcon, role: 'alert' },
  success: { box: 'border-primary bg-primary-light text-ink', icon: CheckIcon, role: 'status' },
  info: { box: 'border-line bg-surface-alt text-ink', icon: InfoIcon, role: 'status' },
} as const;

/** A message about the whole form (the server's answer); errors are announced at once. */
export function FormAlert({
  tone = 'error',
  children,
  testId = 'form-alert',
}: {
  tone?: keyof typeof tones;
  children: ReactNode;
  testId?: string;
}) {
  useTranslation(); // re-renders a known message when the language changes
  const t = tones[tone];
  const Icon = t.icon;
  return (
    <div role={t.role} data-testid={testId} data-tone={tone} className={`flex items-start gap-3 rounded-2xl border border-l-4 px-4 py-3 text-sm ${t.box}`}>
      <Icon size={20} className="mt-0.5 shrink-0" />
      <div className="min-w-0 flex-1 font-medium wrap-anywhere">{typeof children === 'string' ? translateMessage(children) : children}</div>
    </div>
  );
}
