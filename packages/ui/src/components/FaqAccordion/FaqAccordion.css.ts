import { style } from '@vanilla-extract/css';
import { focusRingRule, motionSafe } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minWidth: 0,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Opening one question does not stretch its neighbour in the other column.
  alignItems: 'start',
  gap: vars.space.medium,
  '@media': {
    [breakpointQuery.desktop]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.gutter,
    },
  },
});

export const item = style({
  minWidth: 0,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
});

export const toggle = style({
  appearance: 'none',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  width: '100%',
  minHeight: vars.touchTarget,
  margin: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.gutter,
  border: 0,
  borderRadius: vars.radius.medium,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    '&:focus-visible': focusRingRule,
  },
});

export const questionText = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.brand,
  '@media': {
    [motionSafe]: { transition: 'transform 180ms ease-out' },
  },
  selectors: {
    [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' },
  },
});

export const answer = style({
  paddingInline: vars.space.gutter,
  paddingBottom: vars.space.gutter,
  color: vars.color.textMuted,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  overflowWrap: 'anywhere',
});
