import { describe, expect, it } from 'vitest';
import { contrastRatio, hexToRgb } from './contrast';
import { tokens } from './tokens';

const { color } = tokens;

/** Every surface text can sit on: the page, cards and the three plan tints. */
const surfaces = {
  surface: color.surface,
  surfaceRaised: color.surfaceRaised,
  goldTint: color.goldTint,
  platinumTint: color.platinumTint,
  neutralTint: color.neutralTint,
  brandSoft: color.brandSoft,
  criticalSoft: color.criticalSoft,
} as const;

const textOnSurfaces = ['text', 'textMuted', 'brand', 'success', 'critical', 'partial'] as const;

describe('colour tokens meet WCAG 2.2 AA', () => {
  for (const foreground of textOnSurfaces) {
    for (const [surfaceName, background] of Object.entries(surfaces)) {
      it(`${foreground} text on ${surfaceName} is at least 4.5:1`, () => {
        expect(contrastRatio(color[foreground], background)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it.each([
    ['onBrand', 'brand'],
    ['onBrand', 'brandStrong'],
    ['onBrand', 'neutral'],
    ['onBrand', 'neutralStrong'],
    ['onBrand', 'critical'],
    ['onBrand', 'criticalStrong'],
    ['onBrand', 'partial'],
    ['text', 'goldAccent'],
    ['text', 'platinumAccent'],
    ['text', 'neutralAccent'],
    ['text', 'neutralSoft'],
  ] as const)('%s text on %s is at least 4.5:1', (foreground, background) => {
    expect(contrastRatio(color[foreground], color[background])).toBeGreaterThanOrEqual(4.5);
  });

  for (const [surfaceName, background] of Object.entries(surfaces)) {
    it(`control boundaries and the focus ring on ${surfaceName} are at least 3:1`, () => {
      expect(contrastRatio(color.borderStrong, background)).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(color.focusRing, background)).toBeGreaterThanOrEqual(3);
    });
  }
});

describe('contrast helpers', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio(color.brand, color.brand)).toBe(1);
  });

  it('writes hex colours the way getComputedStyle does', () => {
    expect(hexToRgb('#B3261E')).toBe('rgb(179, 38, 30)');
  });
});

describe('size tokens', () => {
  const px = (value: string) => Number.parseFloat(value);

  it('keep every control height at least the 44px touch target', () => {
    expect(px(tokens.touchTarget)).toBeGreaterThanOrEqual(44);
    for (const height of Object.values(tokens.controlHeight)) {
      expect(px(height)).toBeGreaterThanOrEqual(px(tokens.touchTarget));
    }
  });

  it('draw the focus ring at least 2px wide, and outside the control', () => {
    expect(px(tokens.focusRing.width)).toBeGreaterThanOrEqual(2);
    expect(px(tokens.focusRing.offset)).toBeGreaterThan(0);
  });
});
