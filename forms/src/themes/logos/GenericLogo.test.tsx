import { render } from '@testing-library/react';
import { GenericLogo } from './GenericLogo';

/** The frame's width and the fitted text's, read off the rendered SVG. */
function measure(name: string) {
  const { container } = render(<GenericLogo name={name} />);
  const svg = container.querySelector('svg')!;
  const text = svg.querySelector('text')!;
  const [, , width] = svg.getAttribute('viewBox')!.split(' ').map(Number);
  return {
    width,
    x: Number(text.getAttribute('x')),
    textLength: Number(text.getAttribute('textLength')),
    adjust: text.getAttribute('lengthAdjust'),
    label: svg.getAttribute('aria-label'),
  };
}

describe('GenericLogo', () => {
  it('fits a long company name inside its frame instead of cutting it (IDS at 375 px showed "Intermodal Drayage Se")', () => {
    const m = measure('Intermodal Drayage Services');
    expect(m.label).toBe('Intermodal Drayage Services');
    // The text is drawn to exactly textLength (glyphs and spacing adjusted), so it ends inside the frame.
    expect(m.adjust).toBe('spacingAndGlyphs');
    expect(m.x + m.textLength).toBeLessThanOrEqual(m.width);
    expect(m.width).toBeGreaterThan(260);
  });

  it('keeps a short name in a short frame', () => {
    const m = measure('UWL');
    expect(m.x + m.textLength).toBeLessThanOrEqual(m.width);
    expect(m.width).toBeLessThan(100);
  });
});
