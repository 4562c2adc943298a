import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.neutralStrong,
});

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  background: vars.color.neutralStrong,
});

// Captions readable on a phone: never below the body text's size, a little larger on big
// screens, on a solid backdrop so they stay legible over any frame.
globalStyle(`${video}::cue`, {
  fontSize: 'max(16px, 3.2vmin)',
  lineHeight: 1.4,
  color: '#FFFFFF',
  backgroundColor: 'rgba(23, 27, 52, 0.86)',
});

/** Over the player, so the learner sees why it does not play where they expected it to. */
export const failure = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.gutter,
  overflowY: 'auto',
  background: vars.color.surfaceRaised,
});

export const resume = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const resumeText = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontVariantNumeric: 'tabular-nums',
});
