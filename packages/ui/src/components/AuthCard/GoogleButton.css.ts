import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

/** Flat, dashed and grey: nothing about it invites a tap. The text still meets AA contrast. */
export const button = style({
  appearance: 'none',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.touchTarget,
  margin: 0,
  paddingInline: vars.space.gutter,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} dashed ${vars.color.borderStrong}`,
  background: vars.color.neutralSoft,
  color: vars.color.textMuted,
  fontFamily: 'inherit',
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
  cursor: 'not-allowed',
  selectors: {
    '&:focus-visible': focusRingRule,
  },
});

export const mark = style({
  flexShrink: 0,
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  textAlign: 'center',
});
