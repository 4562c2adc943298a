import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const root = style({
  background: vars.color.neutral,
  color: vars.color.onBrand,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const inner = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  maxWidth: vars.contentWidth.page,
  marginInline: 'auto',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.gutter,
  '@media': {
    [breakpointQuery.tablet]: { columnGap: vars.space.large, paddingInline: vars.space.large },
  },
});

export const language = style({
  display: 'flex',
  minWidth: 0,
  maxWidth: '60%',
  '@media': {
    [breakpointQuery.tablet]: { maxWidth: 'none' },
  },
});

export const icon = style({
  flexShrink: 0,
});

export const mail = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.touchTarget,
  minWidth: 0,
  marginLeft: 'auto',
  borderRadius: vars.radius.small,
  color: vars.color.onBrand,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: vars.space.xsmall },
    '&:focus-visible': { ...focusRingRule, outlineColor: vars.color.onBrand },
  },
  '@media': {
    [breakpointQuery.tablet]: { marginLeft: 0 },
  },
});

export const address = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** From 640px only: on phones the footer gives the address. */
export const location = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  '@media': {
    [breakpointQuery.tablet]: { display: 'flex' },
  },
});

/** From 1024px only, pushed to the far end; on smaller screens the footer has them. */
export const social = style({
  display: 'none',
  '@media': {
    [breakpointQuery.desktop]: { display: 'flex', marginLeft: 'auto' },
  },
});
