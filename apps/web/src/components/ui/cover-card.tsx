import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { CardCover } from './card-cover';
import { Skeleton } from './skeleton';

const box = 'group flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface shadow-card';
const body = 'flex flex-1 flex-col p-5';

/** The facts line at the foot of a card (lessons, dates, state), above a hairline. */
export const cardFooterClass = 'mt-4 border-t border-line-soft pt-4 text-sm font-medium text-ink-soft';

type CoverProps = { cover: string | null; fallback: ReactNode; children: ReactNode };

/**
 * A card in a list that leads to its page: cover picture (or icon), then its content. The whole
 * card is one link; give it `aria-labelledby` (the title) and `aria-describedby` (the facts).
 */
export function CoverCardLink({ cover, fallback, children, ...link }: CoverProps & Omit<LinkProps, 'className' | 'children'>) {
  return (
    <Link {...link} className={`${box} transition-shadow hover:shadow-lift`}>
      <CardCover src={cover} fallback={fallback} />
      <div className={body}>{children}</div>
    </Link>
  );
}

/** The same card when it has no page to lead to. */
export function CoverCardBox({ cover, fallback, children, ...rest }: CoverProps & { [data: `data-${string}`]: string | undefined }) {
  return (
    <div {...rest} className={box}>
      <CardCover src={cover} fallback={fallback} />
      <div className={body}>{children}</div>
    </div>
  );
}

/** A cover card's placeholder while its list loads; the children stand in for its text. */
export function CoverCardSkeleton({ children }: { children: ReactNode }) {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line-soft bg-surface">
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className={body}>{children}</div>
    </div>
  );
}
