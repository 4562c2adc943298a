import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  height: '100%',
  boxSizing: 'border-box',
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  boxShadow: vars.shadow.small,
  minWidth: 0,
});

export const name = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  // Pushes the link to the card's foot, so the links of a row line up.
  flexGrow: 1,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

/** The link's start lines up with the text; it keeps its own 44px height. */
export const action = style({ display: 'flex', marginTop: vars.space.small });
