import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/**
 * The footer's content sits in the pages' own column: `contentWidth.xlarge` wide and at least
 * `space.gutter` from the screen's edges, so its left edge lines up with the page's sections.
 */
export const root = style({
  boxSizing: 'border-box',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.gutter,
  background: vars.color.neutral,
  color: vars.color.onBrand,
});

export const groups = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.large,
  maxWidth: vars.contentWidth.xlarge,
  marginInline: 'auto',
  '@media': {
    [breakpointQuery.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [breakpointQuery.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.xlarge },
  },
});

export const group = style({
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  marginBottom: vars.space.small,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  minHeight: vars.touchTarget,
  maxWidth: '100%',
  borderRadius: vars.radius.small,
  color: vars.color.onBrand,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: vars.space.xsmall },
    '&:focus-visible': { ...focusRingRule, outlineColor: vars.color.onBrand },
  },
});

export const icon = style({
  flexShrink: 0,
});

export const nowrap = style({
  whiteSpace: 'nowrap',
});

export const breakable = style({
  overflowWrap: 'anywhere',
});

export const copyright = style({
  maxWidth: vars.contentWidth.xlarge,
  margin: 0,
  marginInline: 'auto',
  marginTop: vars.space.xlarge,
  paddingTop: vars.space.large,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.textMuted}`,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
