import { style } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.gutter,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [breakpointQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpointQuery.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.large },
  },
});

export const tile = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.gutter,
  minWidth: 0,
  padding: vars.space.gutter,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
});

export const iconBox = style({
  flexShrink: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.mediaSize.small,
  height: vars.mediaSize.small,
  borderRadius: vars.radius.medium,
  background: vars.color.brandSoft,
  color: vars.color.brand,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
});

export const text = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});
