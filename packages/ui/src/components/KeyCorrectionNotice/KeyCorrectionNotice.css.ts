import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/** Smaller than a status card: a tinted box with the brand's edge, under the solution it corrects. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.medium,
  borderInlineStart: `${vars.borderWidth.indicator} solid ${vars.color.brand}`,
  background: vars.color.brandSoft,
  color: vars.color.text,
});

export const title = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  color: vars.color.brand,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const icon = style({ flexShrink: 0, width: '20px', height: '20px' });

export const change = style({
  margin: 0,
  overflowWrap: 'anywhere',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const note = style({
  margin: 0,
  marginBlock: vars.space.xsmall,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
});

export const noteLabel = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const noteText = style({
  margin: 0,
  marginTop: vars.space.xxsmall,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
});

export const date = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});
