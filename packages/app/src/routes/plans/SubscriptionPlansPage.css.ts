import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const intro = style({
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  marginBottom: vars.space.large,
});

export const title = style({
  margin: 0,
  fontSize: vars.text.display.fontSize,
  lineHeight: 1.2,
});

export const tagline = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.large.fontSize,
});

/** The test list's Unlock: which plans open the exam, above the cards. */
export const notice = style({
  maxWidth: vars.contentWidth.large,
  margin: `0 auto ${vars.space.large}`,
  padding: vars.space.gutter,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.platinumBorder}`,
  background: vars.color.platinumTint,
  color: vars.color.text,
  textAlign: 'center',
});
globalStyle(`${notice} p`, { margin: 0 });
