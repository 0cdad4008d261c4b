/** The 17 UN Sustainable Development Goals with their official short names and colours. */
export type Sdg = { number: number; name: string; color: string };

export const SDGS: readonly Sdg[] = [
  { number: 1, name: 'No Poverty', color: '#E5243B' },
  { number: 2, name: 'Zero Hunger', color: '#DDA63A' },
  { number: 3, name: 'Good Health and Well-being', color: '#4C9F38' },
  { number: 4, name: 'Quality Education', color: '#C5192D' },
  { number: 5, name: 'Gender Equality', color: '#FF3A21' },
  { number: 6, name: 'Clean Water and Sanitation', color: '#26BDE2' },
  { number: 7, name: 'Affordable and Clean Energy', color: '#FCC30B' },
  { number: 8, name: 'Decent Work and Economic Growth', color: '#A21942' },
  { number: 9, name: 'Industry, Innovation and Infrastructure', color: '#FD6925' },
  { number: 10, name: 'Reduced Inequalities', color: '#DD1367' },
  { number: 11, name: 'Sustainable Cities and Communities', color: '#FD9D24' },
  { number: 12, name: 'Responsible Consumption and Production', color: '#BF8B2E' },
  { number: 13, name: 'Climate Action', color: '#3F7E44' },
  { number: 14, name: 'Life Below Water', color: '#0A97D9' },
  { number: 15, name: 'Life on Land', color: '#56C02B' },
  { number: 16, name: 'Peace, Justice and Strong Institutions', color: '#00689D' },
  { number: 17, name: 'Partnerships for the Goals', color: '#19486A' },
];

export function sdgByNumber(n: number): Sdg | undefined {
  return SDGS[n - 1]?.number === n ? SDGS[n - 1] : undefined;
}

function channel(hex: string, at: number): number {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance of a #RRGGBB colour. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** WCAG contrast ratio between two #RRGGBB colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on the goal's colour (several goals are light). */
export function textOnColor(background: string): '#FFFFFF' | '#1A1F2B' {
  return contrastRatio(background, '#FFFFFF') >= contrastRatio(background, '#1A1F2B') ? '#FFFFFF' : '#1A1F2B';
}
