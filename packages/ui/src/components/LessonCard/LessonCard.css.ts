import { style } from '@vanilla-extract/css';
import { cardFrame } from '../../css/card.css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

export const root = style([
  cardFrame,
  {
    // The stretched link's box is the card's.
    position: 'relative',
    selectors: {
      '&:focus-within': focusRingRule,
      '&:hover': { boxShadow: vars.shadow.medium },
    },
  },
]);

export const poster = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  background: vars.color.neutral,
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** In the corner opposite the duration: the poster's own title stays readable. */
export const playIcon = style({
  position: 'absolute',
  insetBlockEnd: vars.space.small,
  insetInlineStart: vars.space.small,
  width: vars.touchTarget,
  height: vars.touchTarget,
  color: vars.color.neutralStrong,
  pointerEvents: 'none',
});

/** White on the darkest neutral: AA on any poster, which it covers. */
export const duration = style({
  position: 'absolute',
  insetBlockEnd: vars.space.small,
  insetInlineEnd: vars.space.small,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.neutralStrong,
  color: vars.color.onBrand,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.xsmall,
  padding: vars.space.gutter,
});

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    // The whole card answers a tap or a click; the card draws the focus ring.
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:focus-visible': { outline: 'none' },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const meta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const topic = style({
  fontWeight: vars.font.weight.medium,
  color: vars.color.brand,
});

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  marginTop: 'auto',
  paddingTop: vars.space.small,
});

export const progressText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});

export const watched = style([progressText, { color: vars.color.success, fontWeight: vars.font.weight.strong }]);
