import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xsmall,
  // Fills its grid cell, so mentors in a row share one height.
  height: '100%',
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
  textAlign: 'center',
});

export const photo = style({
  width: vars.mediaSize.xlarge,
  aspectRatio: '1 / 1',
  marginBottom: vars.space.small,
  borderRadius: vars.radius.full,
});

/** The heading is the name's look; this keeps it inside the card. */
export const name = style({
  maxWidth: '100%',
});

export const position = style({
  margin: 0,
  maxWidth: '100%',
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});
