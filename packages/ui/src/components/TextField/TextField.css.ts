import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

/*
 * The field styles TextField, PasswordField and SelectField share: a label above, an optional
 * hint, one bordered box holding the control (and a prefix or a button), the error below.
 */

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  color: vars.color.text,
});

export const label = style({
  alignSelf: 'flex-start',
  marginBottom: vars.space.xsmall,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const required = style({
  marginLeft: vars.space.xxsmall,
  color: vars.color.critical,
});

export const hint = style({
  margin: 0,
  marginBottom: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

/** The control's own row is a full touch target high, inside a 1px border. */
export const box = style({
  boxSizing: 'border-box',
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  minWidth: 0,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  overflow: 'hidden',
  selectors: {
    // One ring round the whole box: the prefix, the control and its button belong together.
    '&:focus-within': focusRingRule,
  },
});

/** Red and thicker, without moving anything: the second pixel is a shadow outside the border. */
export const invalid = style({
  borderColor: vars.color.critical,
  boxShadow: `0 0 0 ${vars.borderWidth.standard} ${vars.color.critical}`,
});

export const disabled = style({
  borderColor: vars.color.border,
  background: vars.color.neutralSoft,
  color: vars.color.textMuted,
});

export const prefix = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInline: vars.space.medium,
  borderRight: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.neutralSoft,
  color: vars.color.text,
  fontSize: vars.text.standard.fontSize,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The input or select itself: borderless, the box draws the edge and the ring. */
export const control = style({
  appearance: 'none',
  boxSizing: 'border-box',
  flex: 1,
  width: '100%',
  minWidth: 0,
  minHeight: vars.touchTarget,
  margin: 0,
  paddingBlock: 0,
  paddingInline: vars.space.medium,
  border: 0,
  borderRadius: 0,
  background: 'transparent',
  color: 'inherit',
  fontFamily: 'inherit',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  selectors: {
    '&:focus': { outline: 'none' },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  marginTop: vars.space.xsmall,
  color: vars.color.critical,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const errorIcon = style({
  flexShrink: 0,
  // Centres the icon on the first line.
  marginTop: `calc((${vars.text.small.lineHeight} - ${vars.iconSize.small}) / 2)`,
});
