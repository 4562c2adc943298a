import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/** Enough page behind the dialog to show that it does not scroll while the dialog is open. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.gutter,
  minHeight: 1600,
  color: vars.color.textMuted,
});

/** The exam's pattern, as the home page's Highlight shows it. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const caption = style({
  marginBottom: vars.space.small,
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
});

export const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xsmall,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'top',
  selectors: {
    'thead &': { color: vars.color.textMuted, fontWeight: vars.font.weight.medium },
  },
});

export const number = style([cell, { textAlign: 'end', whiteSpace: 'nowrap' }]);

export const dates = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  marginTop: vars.space.gutter,
});

export const dateTerm = style({
  color: vars.color.textMuted,
});

export const dateValue = style({
  margin: 0,
  fontWeight: vars.font.weight.medium,
  textAlign: 'end',
});
