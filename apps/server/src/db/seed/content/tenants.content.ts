import type { DemoTenantKey, DemoTenantTheme } from './content.types.js';

/**
 * Theme colours of the demo tenants. Checked for WCAG AA: every text colour reaches
 * 4.5:1 on both background colours, and white text reaches 4.5:1 on primary_color,
 * primary_color_dark, button_color and book_button_color.
 */
export const DEMO_TENANT_THEMES: Record<DemoTenantKey, DemoTenantTheme> = {
  // Greenwood Primary School: forest green with a warm amber accent.
  greenwood: {
    primary_color: '#1F6B3A',
    primary_color_light: '#E3F1E6',
    primary_color_dark: '#13462A',
    bg_primary_color: '#FFFFFF',
    bg_secondary_color: '#F3F8F1',
    announcement_color: '#FFF3C4',
    button_color: '#1F6B3A',
    book_button_color: '#A64B0A',
    text_primary_color: '#17241B',
    text_secondary_color: '#3A4A3F',
    text_muted_color: '#56675B',
    border_primary_color: '#C3D8C8',
    border_muted_color: '#E1ECE3',
  },
  // Bright Futures: deep purple with a sunrise orange.
  brightfutures: {
    primary_color: '#5B2A86',
    primary_color_light: '#F1E8FA',
    primary_color_dark: '#3C1A5B',
    bg_primary_color: '#FFFDF9',
    bg_secondary_color: '#FFF4E6',
    announcement_color: '#FFE2BF',
    button_color: '#B93D0B',
    book_button_color: '#6D33A0',
    text_primary_color: '#261733',
    text_secondary_color: '#4A3859',
    text_muted_color: '#675773',
    border_primary_color: '#E2CDEB',
    border_muted_color: '#F2E7EF',
  },
};

/** Display name and logo (under `assets/logos/`) of each demo tenant. */
export const DEMO_TENANT_BRANDING: Record<DemoTenantKey, { name: string; logo: string }> = {
  greenwood: { name: 'Greenwood Primary School', logo: 'greenwood.svg' },
  brightfutures: { name: 'Bright Futures Learning Trust', logo: 'brightfutures.svg' },
};
