import { contrastRatio } from '@commonshelf/shared/sdgs/sdgs';
import { HEX_COLOR, type TTenantColorField } from '@commonshelf/shared/tenants/tenants.schemas';

/** WCAG AA for the site's text (buttons' labels are 14 px, so not "large text"). */
export const MIN_CONTRAST = 4.5;

const WHITE = '#FFFFFF';

/** The pairs of a theme that carry text: [what, text colour, background colour]. White is the buttons' and badges' text. */
const PAIRS: readonly { key: ContrastPair; text: (c: Colors) => string; background: (c: Colors) => string }[] = [
  { key: 'buttonText', text: () => WHITE, background: (c) => c.button_color },
  { key: 'bookButtonText', text: () => WHITE, background: (c) => c.book_button_color },
  { key: 'primaryText', text: () => WHITE, background: (c) => c.primary_color },
  { key: 'bodyText', text: (c) => c.text_primary_color, background: (c) => c.bg_primary_color },
  { key: 'secondaryText', text: (c) => c.text_secondary_color, background: (c) => c.bg_primary_color },
  { key: 'mutedText', text: (c) => c.text_muted_color, background: (c) => c.bg_primary_color },
  { key: 'heroText', text: (c) => c.primary_color_dark, background: (c) => c.primary_color_light },
];

type Colors = Record<TTenantColorField, string>;
export type ContrastPair = 'buttonText' | 'bookButtonText' | 'primaryText' | 'bodyText' | 'secondaryText' | 'mutedText' | 'heroText';

/** The theme's text that would be hard to read, with its contrast ratio (rounded down to one place, as checkers show it). */
export function contrastProblems(colors: Colors): { pair: ContrastPair; ratio: number }[] {
  return PAIRS.flatMap(({ key, text, background }) => {
    const [fg, bg] = [text(colors), background(colors)];
    if (!HEX_COLOR.test(fg) || !HEX_COLOR.test(bg)) return [];
    const ratio = contrastRatio(fg, bg);
    return ratio < MIN_CONTRAST ? [{ pair: key, ratio: Math.floor(ratio * 10) / 10 }] : [];
  });
}
