import { style } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  color: vars.color.text,
  '@media': {
    [breakpointQuery.tablet]: { padding: vars.space.xlarge },
  },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const badge = style({
  margin: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  background: vars.color.goldAccent,
  color: vars.color.text,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.06em',
  selectors: {
    // Tracking breaks the headline (shirorekha) that joins Devanagari letters.
    '&:lang(hi)': { letterSpacing: 'normal' },
  },
});

export const line = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const lineText = style({
  minWidth: 0,
});

export const icon = style({
  flexShrink: 0,
  // Centres the icon on the first line.
  marginTop: `calc((${vars.text.small.lineHeight} - ${vars.iconSize.medium}) / 2)`,
  color: vars.color.brand,
});

export const separator = style({
  color: vars.color.textMuted,
});

export const nowrap = style({
  whiteSpace: 'nowrap',
});

export const price = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.small,
  margin: 0,
  paddingTop: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const amount = style({
  fontSize: vars.text.display.fontSize,
  lineHeight: vars.text.display.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const listPrice = style({
  color: vars.color.textMuted,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const discount = style({
  color: vars.color.success,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const action = style({
  paddingTop: vars.space.xsmall,
});
