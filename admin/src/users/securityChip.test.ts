import { SECURITY_COLORS } from './securityChip';

/** WCAG 2 relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('security chip colours', () => {
  it.each(Object.entries(SECURITY_COLORS))('%s: white on %s has contrast >= 4.5', (_role, color) => {
    expect(contrast('#ffffff', color)).toBeGreaterThanOrEqual(4.5);
  });
  it('each role has its own colour', () => {
    expect(new Set(Object.values(SECURITY_COLORS)).size).toBe(3);
  });
});
