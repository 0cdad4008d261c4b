/**
 * The 17 UN Sustainable Development Goals: their numbers, official short titles and official
 * colours (UN SDG communications guidelines), with one sentence each that a child can read.
 */
export type Sdg = {
  number: number;
  /** The official short title. */
  name: string;
  /** What the goal is about, in one sentence for young learners. */
  description: string;
  /** The official colour, `#RRGGBB`. */
  color: string;
};

export const SDGS: readonly Sdg[] = [
  { number: 1, name: 'No Poverty', color: '#E5243B', description: 'Everyone everywhere should have enough money for food, a home and the things they need.' },
  { number: 2, name: 'Zero Hunger', color: '#DDA63A', description: 'No one should go hungry, and farmers should grow good food in ways that last.' },
  { number: 3, name: 'Good Health and Well-being', color: '#4C9F38', description: 'Everyone should be able to stay healthy, see a doctor and feel well in body and mind.' },
  { number: 4, name: 'Quality Education', color: '#C5192D', description: 'Every child should go to a good school and keep learning all through life.' },
  { number: 5, name: 'Gender Equality', color: '#FF3A21', description: 'Girls and boys, women and men should have the same rights and chances.' },
  { number: 6, name: 'Clean Water and Sanitation', color: '#26BDE2', description: 'Everyone should have clean water to drink and safe toilets to use.' },
  { number: 7, name: 'Affordable and Clean Energy', color: '#FCC30B', description: 'Homes and schools should have power that is clean, safe and not too costly.' },
  { number: 8, name: 'Decent Work and Economic Growth', color: '#A21942', description: 'Grown-ups should have fair, safe jobs, and no child should have to work.' },
  { number: 9, name: 'Industry, Innovation and Infrastructure', color: '#FD6925', description: 'Good roads, internet and new ideas help every community grow.' },
  { number: 10, name: 'Reduced Inequalities', color: '#DD1367', description: 'Everyone should get a fair chance, whoever they are and wherever they live.' },
  { number: 11, name: 'Sustainable Cities and Communities', color: '#FD9D24', description: 'Towns and cities should be safe, green and good places to live for everyone.' },
  { number: 12, name: 'Responsible Consumption and Production', color: '#BF8B2E', description: 'We should waste less, reuse and recycle, and make things in ways that protect the planet.' },
  { number: 13, name: 'Climate Action', color: '#3F7E44', description: 'We can all act to slow climate change and keep people safe from its effects.' },
  { number: 14, name: 'Life Below Water', color: '#0A97D9', description: 'Oceans, rivers and the animals living in them should be kept clean and safe.' },
  { number: 15, name: 'Life on Land', color: '#56C02B', description: 'Forests, animals and plants on land should be protected and cared for.' },
  { number: 16, name: 'Peace, Justice and Strong Institutions', color: '#00689D', description: 'Everyone should live in peace, be treated fairly and be heard.' },
  { number: 17, name: 'Partnerships for the Goals', color: '#19486A', description: 'Countries, people and groups can reach the goals by working together.' },
];

/** Goal numbers run from 1 to 17. */
export const SDG_COUNT = 17;

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
