import { blendOver, contrastRatio, relativeLuminance } from './colourContrast';

describe('WCAG contrast of #rrggbb colours', () => {
  it('runs from 1:1 for a colour on itself to 21:1 for black on white, in either order', () => {
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 10);
  });

  it('matches the ratios WCAG tools give for known pairs', () => {
    // #767676 on white is the classic lightest grey that passes AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
  });

  it('blends a colour over another at a share of opacity', () => {
    expect(blendOver('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(blendOver('#204060', '#ffffff', 0)).toBe('#204060');
    expect(blendOver('#204060', '#ffffff', 1)).toBe('#ffffff');
  });

  it('refuses what is not #rrggbb rather than measuring nonsense', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Not a #rrggbb colour: red');
  });
});
