import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

/** Wide enough for thumbs, never wider than a phone's column. */
export const root = style({
  display: 'grid',
  gap: vars.space.small,
  width: '100%',
  maxWidth: vars.contentWidth.xsmall,
});

export const label = style({
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const display = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.controlHeight.large,
  margin: 0,
  paddingInline: vars.space.medium,
  border: `${vars.borderWidth.large} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  cursor: 'default',
  selectors: {
    '&:focus-visible': { ...focusRingRule, borderColor: vars.color.brand },
    '&:disabled': { background: vars.color.neutralSoft, color: vars.color.textMuted },
  },
});

/** Six narrow columns: a digit takes two, Backspace and Clear All three each. */
export const keys = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.small,
});

export const key = style({
  appearance: 'none',
  boxSizing: 'border-box',
  minHeight: vars.controlHeight.row,
  margin: 0,
  paddingInline: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  touchAction: 'manipulation',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.neutralSoft },
    '&:active:not(:disabled)': { background: vars.color.brandSoft, borderColor: vars.color.brand },
    '&:focus-visible': focusRingRule,
    '&:disabled': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** A digit, the minus sign or point take two of six columns; Backspace and Clear All three. */
export const keyKind = styleVariants({
  digit: {
    gridColumn: 'span 2',
    fontVariantNumeric: 'tabular-nums',
  },
  // Small glyphs, drawn larger so they read at a glance.
  symbol: {
    gridColumn: 'span 2',
    fontSize: vars.text.xlarge.fontSize,
    lineHeight: vars.text.xlarge.lineHeight,
    fontWeight: vars.font.weight.strong,
  },
  action: {
    gridColumn: 'span 3',
    fontSize: vars.text.standard.fontSize,
    lineHeight: vars.text.standard.lineHeight,
  },
});
/** Keeps one line's room, so a refusal appearing does not push the page down. */
export const message = style({
  minHeight: vars.text.small.lineHeight,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.critical,
});
