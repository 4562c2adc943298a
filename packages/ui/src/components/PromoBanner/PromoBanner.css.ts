import { style } from '@vanilla-extract/css';
import { focusRingInsetRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  minHeight: vars.touchTarget,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.gutter,
  background: vars.color.brand,
  color: vars.color.onBrand,
});

export const message = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const code = style({
  display: 'inline-block',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.brand,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.06em',
  whiteSpace: 'nowrap',
});

export const dismiss = style({
  appearance: 'none',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  margin: 0,
  // Pulls the button into the banner's padding, so its 44px target keeps the strip slim.
  marginInlineEnd: `calc(${vars.space.small} * -1)`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.onBrand,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { background: vars.color.brandStrong },
    // The usual blue ring would vanish on the brand fill; white shows on it.
    '&:focus-visible': { ...focusRingInsetRule, outlineColor: vars.color.onBrand },
  },
});
