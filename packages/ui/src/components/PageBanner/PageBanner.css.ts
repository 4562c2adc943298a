import { globalStyle, style } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const root = style({
  boxSizing: 'border-box',
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.gutter,
  background: vars.color.brand,
  color: vars.color.onBrand,
  '@media': {
    [breakpointQuery.tablet]: {
      paddingBlock: vars.space.xxlarge,
      paddingInline: vars.space.large,
    },
  },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.contentWidth.xlarge,
  marginInline: 'auto',
  '@media': {
    [breakpointQuery.tablet]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space.xlarge,
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  flex: '1 1 auto',
});

// The theme's blue ring disappears on the brand fill: anything focusable inside turns it white.
globalStyle(`${root} ${content} :focus-visible`, {
  outlineColor: vars.color.onBrand,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
});

// No letter-spacing or capitals anywhere here: the text may be Devanagari, whose headline
// (shirorekha) breaks apart when tracked.
export const eyebrow = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const heading = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
  overflowWrap: 'anywhere',
  '@media': {
    [breakpointQuery.tablet]: {
      fontSize: vars.text.display.fontSize,
      lineHeight: vars.text.display.lineHeight,
    },
  },
});

export const subline = style({
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
  '@media': {
    [breakpointQuery.tablet]: {
      fontSize: vars.text.standard.fontSize,
      lineHeight: vars.text.standard.lineHeight,
    },
  },
});

export const part = style({
  display: 'inline-block',
});

export const separator = style({
  marginInline: vars.space.small,
});

export const extra = style({
  minWidth: 0,
});

export const image = style({
  flexShrink: 0,
  display: 'block',
  alignSelf: 'center',
  // The width and height attributes reserve the box; these only shrink it. A small illustration
  // stays short on phones, a wide photo takes the full width, and neither is distorted.
  maxWidth: '100%',
  maxHeight: vars.mediaSize.bannerSmall,
  height: 'auto',
  objectFit: 'contain',
  '@media': {
    [breakpointQuery.tablet]: { maxWidth: '40%', maxHeight: vars.mediaSize.bannerLarge },
  },
});
