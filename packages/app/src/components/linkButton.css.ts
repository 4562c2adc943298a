import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

/** A link that looks like the ui library's buttons (links navigate; buttons act). */
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.touchTarget,
  padding: `${vars.space.small} ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  textAlign: 'center',
  boxSizing: 'border-box',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const solid = style([
  base,
  {
    background: vars.color.brand,
    color: vars.color.onBrand,
    border: `1px solid ${vars.color.brand}`,
    selectors: { '&:hover': { background: vars.color.brandStrong } },
  },
]);

export const outline = style([
  base,
  {
    background: vars.color.surfaceRaised,
    color: vars.color.brand,
    border: `1px solid ${vars.color.brand}`,
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
]);
