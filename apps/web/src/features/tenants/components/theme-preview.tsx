import type { TTenantColorField } from '@commonshelf/shared/tenants/tenants.schemas';
import { BookIcon } from '../../../components/ui/icons';

type Props = {
  colors: Record<TTenantColorField, string>;
  name: string;
  logoUrl: string | null;
  isOrganization: boolean;
};

/**
 * A small picture of the future site in the chosen colours, redrawn as they change, so a school
 * sees its theme (and its contrast) before registering. Inline styles: the colours are data.
 */
export function ThemePreview({ colors: c, name, logoUrl, isOrganization }: Props) {
  const title = name.trim() || (isOrganization ? 'Your organization' : 'Your school');
  return (
    <figure className="overflow-hidden rounded-2xl border border-line-soft bg-surface shadow-card" data-testid="theme-preview">
      <div role="img" aria-label={`Preview of ${title}’s site in the chosen colours`} style={{ background: c.bg_primary_color, color: c.text_primary_color }}>
        <div className="truncate px-3 py-1.5 text-[11px] font-semibold" style={{ background: c.announcement_color, color: c.text_primary_color }}>
          New stories are in the library this week!
        </div>
        <div className="flex items-center gap-2 px-3 py-2.5" style={{ borderBottom: `1px solid ${c.border_muted_color}` }}>
          {logoUrl ? (
            <img src={logoUrl} alt="" className="size-7 shrink-0 rounded-md object-contain" />
          ) : (
            <span className="flex size-7 shrink-0 items-center justify-center rounded-md text-xs font-black text-white" style={{ background: c.primary_color }}>
              {title.charAt(0).toUpperCase()}
            </span>
          )}
          <span className="min-w-0 truncate text-sm font-extrabold" data-testid="theme-preview-name">
            {title}
          </span>
          <span className="ml-auto shrink-0 rounded-full px-3 py-1 text-[11px] font-semibold text-white" style={{ background: c.button_color }} data-testid="theme-preview-button">
            Login
          </span>
        </div>
        <div className="px-4 py-5" style={{ background: c.primary_color_light }}>
          <p className="text-[10px] font-bold tracking-wide uppercase" style={{ color: c.primary_color_dark }}>
            {isOrganization ? 'Our schools’ library' : 'Our school library'}
          </p>
          <p className="mt-1 text-base leading-tight font-black" style={{ color: c.text_primary_color }}>
            Welcome to {title}
          </p>
          <p className="mt-1 text-xs" style={{ color: c.text_secondary_color }}>
            Stories, courses and causes for curious minds.
          </p>
          <div className="mt-3 flex gap-2">
            <span className="rounded-full px-3 py-1.5 text-[11px] font-semibold text-white" style={{ background: c.button_color }}>
              Explore
            </span>
            <span
              className="rounded-full px-3 py-1.5 text-[11px] font-semibold"
              style={{ background: c.bg_primary_color, color: c.text_primary_color, border: `1px solid ${c.border_primary_color}` }}
            >
              Courses
            </span>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 p-3" style={{ background: c.bg_secondary_color }}>
          {[c.primary_color, c.primary_color_dark].map((cover, i) => (
            <div key={i} className="rounded-lg p-2" style={{ background: c.bg_primary_color, border: `1px solid ${c.border_muted_color}` }}>
              <div className="flex h-12 items-center justify-center rounded-md text-white" style={{ background: cover }}>
                <BookIcon size={18} />
              </div>
              <p className="mt-1.5 truncate text-[11px] font-bold" style={{ color: c.text_primary_color }}>
                {i === 0 ? 'The Brave Seed' : 'River Friends'}
              </p>
              <p className="text-[10px]" style={{ color: c.text_muted_color }}>
                Ages 6–9
              </p>
              <span className="mt-1.5 block rounded-full py-1 text-center text-[10px] font-semibold text-white" style={{ background: c.book_button_color }}>
                Read
              </span>
            </div>
          ))}
        </div>
      </div>
      <figcaption className="border-t border-line-soft px-3 py-2 text-xs text-ink-muted">Live preview of your site</figcaption>
    </figure>
  );
}
