/** Brand layouts chosen by a unit's email template (back-office.md §3 'Email template enumeration'). */
export const BRANDS = ['CPG', 'IDS', 'MIDDLEBAY', 'BRISTOL', 'WDS', 'UWL'] as const;
export type Brand = (typeof BRANDS)[number];

export interface BrandStyle {
  code: Brand;
  /** Name in the wordmark, the footer and the sign-off. */
  name: string;
  /** Short mark drawn in the logo badge. */
  mark: string;
  primary: string;
  accent: string;
  /** Pale background of the header band. */
  tint: string;
  signOff: string;
}

const style = (code: Brand, name: string, mark: string, primary: string, accent: string, tint: string) => ({
  code,
  name,
  mark,
  primary,
  accent,
  tint,
  signOff: `The ${name} Credit Team`,
});

export const BRAND_STYLES: Record<Brand, BrandStyle> = {
  CPG: style('CPG', 'Container Port Group', 'CPG', '#0b3d6e', '#f2a900', '#eef3f8'),
  IDS: style('IDS', 'IDS', 'IDS', '#1f5130', '#8cc63f', '#eef6ee'),
  MIDDLEBAY: style('MIDDLEBAY', 'Middle Bay', 'MB', '#00566b', '#35b6c9', '#e9f5f7'),
  BRISTOL: style('BRISTOL', 'Bristol', 'B', '#7a1f2b', '#d9a441', '#f8efef'),
  WDS: style('WDS', 'World Distribution Services', 'WDS', '#163e8c', '#e4572e', '#edf1f9'),
  UWL: style('UWL', 'UWL', 'UWL', '#c8102e', '#1d2b3a', '#fbeeee'),
};

export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (BRANDS as readonly string[]).includes(value);
}

/** CPG when the unit has no email template yet. */
export function brandStyle(value: unknown): BrandStyle {
  return BRAND_STYLES[isBrand(value) ? value : 'CPG'];
}

/**
 * A unit's brand: the layout (colours) of its email template, else CPG; its name (wordmark, footer, sign-off)
 * is the unit's own brand name when given, so a company on another company's layout never carries that
 * company's name in its emails, agreements and PDFs.
 */
export function unitBrand(template: unknown, brandName?: unknown): BrandStyle {
  const style = brandStyle(template);
  const name = typeof brandName === 'string' ? brandName.trim() : '';
  if (!name || name === style.name) return style;
  const mark = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  return { ...style, name, mark, signOff: `The ${name} Credit Team` };
}
