import type { TTenantColorField } from '@commonshelf/shared/tenants/tenants.schemas';
import { useTranslation } from 'react-i18next';
import { BookIcon } from '../../../components/ui/icons';
import { contrastProblems, MIN_CONTRAST } from '../theme-contrast';

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
  const { t } = useTranslation('tenants');
  const title = name.trim() || (isOrganization ? t('preview.yourOrganization') : t('preview.yourSchool'));
  const problems = contrastProblems(c);
  return (
    <figure className="overflow-hidden rounded-2xl border border-line-soft bg-surface shadow-card" data-testid="theme-preview">
      <div role="img" aria-label={t('preview.label', { title })} style={{ background: c.bg_primary_color, color: c.text_primary_color }}>
        <div className="truncate px-3 py-1.5 text-[11px] font-semibold" style={{ background: c.announcement_color, color: c.text_primary_color }}>
          {t('preview.announcement')}
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
            {t('preview.login')}
          </span>
        </div>
        <div className="px-4 py-5" style={{ background: c.primary_color_light }}>
          <p className="text-[10px] font-bold tracking-wide uppercase" style={{ color: c.primary_color_dark }}>
            {isOrganization ? t('preview.organizationLibrary') : t('preview.schoolLibrary')}
          </p>
          <p className="mt-1 text-base leading-tight font-black" style={{ color: c.text_primary_color }}>
            {t('preview.welcome', { title })}
          </p>
          <p className="mt-1 text-xs" style={{ color: c.text_secondary_color }}>
            {t('preview.tagline')}
          </p>
          <div className="mt-3 flex gap-2">
            <span className="rounded-full px-3 py-1.5 text-[11px] font-semibold text-white" style={{ background: c.button_color }}>
              {t('preview.explore')}
            </span>
            <span
              className="rounded-full px-3 py-1.5 text-[11px] font-semibold"
              style={{ background: c.bg_primary_color, color: c.text_primary_color, border: `1px solid ${c.border_primary_color}` }}
            >
              {t('preview.courses')}
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
                {i === 0 ? t('preview.book1') : t('preview.book2')}
              </p>
              <p className="text-[10px]" style={{ color: c.text_muted_color }}>
                {t('preview.ages')}
              </p>
              <span className="mt-1.5 block rounded-full py-1 text-center text-[10px] font-semibold text-white" style={{ background: c.book_button_color }}>
                {t('preview.read')}
              </span>
            </div>
          ))}
        </div>
      </div>
      <figcaption className="border-t border-line-soft px-3 py-2 text-xs text-ink-muted">
        {t('preview.caption')}
        {problems.length ? (
          // Said as the colours change, not only on saving: the school sees which pair to mend.
          <span role="status" className="mt-2 block text-sm text-ink" data-testid="theme-contrast">
            <strong className="block font-semibold text-danger">{t('preview.hardToRead')}</strong>
            <span className="mt-1 block">
              {problems.map((p) => (
                <span key={p.pair} className="block" data-testid="theme-contrast-pair" data-pair={p.pair}>
                  {t('preview.lowContrast', { what: t(`preview.pairs.${p.pair}`), ratio: p.ratio.toFixed(1), min: MIN_CONTRAST })}
                </span>
              ))}
            </span>
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
