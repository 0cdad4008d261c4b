import type { ReactNode } from 'react';

const tones = {
  neutral: 'bg-surface-alt text-ink-soft border border-line-soft',
  primary: 'bg-primary-light text-primary-dark',
  warm: 'bg-announcement text-ink',
} as const;

export function Badge({ children, tone = 'neutral' }: { children: ReactNode; tone?: keyof typeof tones }) {
  return (
    <span className={`inline-flex h-6 items-center rounded-full px-2 text-xs font-semibold whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}
