import type { ReactNode } from 'react';

/** One point of what a tool does, as a list item of cards on the page a visitor sees before logging in. */
export function FeatureCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-[var(--radius-card)] bg-surface p-6 shadow-card">
      <span aria-hidden="true" className="flex size-11 items-center justify-center rounded-full bg-primary-light text-primary">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">{title}</h2>
      <p className="mt-1.5 text-sm leading-relaxed text-ink-muted">{children}</p>
    </li>
  );
}
