import type { ReactNode } from 'react';

/**
 * The item a repeated row action acts on, for screen readers: a list of users reads "Edit Amara Rao"
 * rather than twenty "Edit"s. Sighted readers see the item from the row; the visible words still begin
 * the accessible name, so speech input ("click Edit") keeps working.
 */
export function ItemName({ children }: { children: ReactNode }) {
  return <span className="sr-only"> {children}</span>;
}
