import { style } from '@vanilla-extract/css';
import { focusRingRule, visuallyHiddenRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/**
 * Floats at the bottom right, above the phone's home indicator. A round 56px button on phones
 * (the list leaves room under its last card), a pill with its words from the tablet breakpoint.
 */
export const root = style({
  appearance: 'none',
  position: 'fixed',
  insetInlineEnd: `max(${vars.space.gutter}, env(safe-area-inset-right))`,
  bottom: `max(${vars.space.gutter}, env(safe-area-inset-bottom))`,
  zIndex: 20,
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minWidth: '56px',
  minHeight: '56px',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.full,
  border: 0,
  background: vars.color.brand,
  color: vars.color.onBrand,
  boxShadow: vars.shadow.large,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    '&:focus-visible': focusRingRule,
  },
  '@media': {
    [breakpointQuery.tablet]: { paddingInline: vars.space.large },
  },
});

export const words = style({
  '@media': {
    'screen and (max-width: 639.98px)': visuallyHiddenRule,
  },
});
