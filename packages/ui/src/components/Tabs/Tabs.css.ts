import { style } from '@vanilla-extract/css';
import { focusRingRule, overflowHintRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/**
 * Many or long tabs scroll sideways inside this row; the page never does. The side hiding more
 * tabs fades.
 */
export const root = style([
  overflowHintRule,
  {
    // Room for the focus ring, which the scrolling row would otherwise clip.
    padding: vars.space.xsmall,
  },
]);

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  minWidth: 'max-content',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const tab = style({
  appearance: 'none',
  boxSizing: 'border-box',
  // Equal shares of a phone's width; as wide as their labels from the tablet breakpoint.
  flex: '1 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.touchTarget,
  minWidth: vars.touchTarget,
  margin: 0,
  // Over the list's hairline, so the selected tab's bar replaces it.
  // The tabs sit on the list's hairline, so the current one's bar covers it.
  marginBottom: `calc(-1 * ${vars.borderWidth.standard})`,
  paddingInline: vars.space.gutter,
  border: 0,
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.indicator}) 0 transparent`,
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: '120ms',
  transitionTimingFunction: 'ease-out',
  selectors: {
    '&:hover': { background: vars.color.brandSoft, color: vars.color.text },
    '&[aria-selected="true"]': {
      color: vars.color.brand,
      boxShadow: `inset 0 calc(-1 * ${vars.borderWidth.indicator}) 0 ${vars.color.brand}`,
    },
    '&:focus-visible': focusRingRule,
  },
  '@media': {
    [breakpointQuery.tablet]: { flexGrow: 0 },
  },
});

export const panel = style({
  minWidth: 0,
  paddingTop: vars.space.gutter,
});
