import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
});

/** The key now published and the time challenges close: what the learner challenges, and by when. */
export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
});

export const keySays = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const until = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const hint = style({
  margin: 0,
  marginBottom: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

/** The whole row is the target, at least a finger high; a long option (or a formula) wraps inside it. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  minHeight: vars.touchTarget,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.neutralSoft },
    '&:has(:checked)': { background: vars.color.brandSoft },
  },
});

export const control = style({
  flexShrink: 0,
  width: '20px',
  height: '20px',
  margin: 0,
  accentColor: vars.color.brand,
  selectors: { '&:focus-visible': focusRingRule },
});

/** The option's words, maths or figure: wrapped, never wider than the row. */
export const optionText = style({
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const error = style({
  margin: 0,
  marginTop: vars.space.xsmall,
  color: vars.color.critical,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
});
