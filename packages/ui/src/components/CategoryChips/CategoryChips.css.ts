import { style } from '@vanilla-extract/css';
import { focusRingRule, overflowHintRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const root = style([
  overflowHintRule,
  {
    // A swipe comes to rest on a whole chip, not halfway through a label.
    scrollSnapType: 'x proximity',
    scrollPaddingInline: vars.space.xsmall,
    '@media': {
      [breakpointQuery.tablet]: {
        overflowX: 'visible',
      },
    },
  },
]);

export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  gap: vars.space.small,
  margin: 0,
  // Room for the focus ring, which the scrolling row would otherwise clip.
  padding: vars.space.xsmall,
  listStyle: 'none',
  '@media': {
    [breakpointQuery.tablet]: {
      flexWrap: 'wrap',
    },
  },
});

export const item = style({
  flexShrink: 0,
  scrollSnapAlign: 'start',
});

export const chip = style({
  appearance: 'none',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  minWidth: vars.touchTarget,
  margin: 0,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transitionProperty: 'background-color, border-color, color',
  transitionDuration: '120ms',
  transitionTimingFunction: 'ease-out',
  selectors: {
    '&:hover:not([aria-pressed="true"])': {
      background: vars.color.brandSoft,
    },
    '&[aria-pressed="true"]': {
      borderColor: vars.color.brand,
      background: vars.color.brand,
      color: vars.color.onBrand,
    },
    '&:focus-visible': focusRingRule,
  },
});
