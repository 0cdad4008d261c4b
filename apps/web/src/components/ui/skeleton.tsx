/** A placeholder block; callers give it the exact size of what it stands in for, so nothing jumps on load. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-shimmer rounded-lg bg-line-soft ${className}`} />;
}
