import { style } from '@vanilla-extract/css';
import { vars } from '../themes/theme.css';

/**
 * The raised card the listing components share (exams, courses, test series). It fills its grid
 * cell, so cards in a row share one height and their actions line up.
 */
export const cardFrame = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
});

/** The card's 16:9 picture across its top. */
export const cardImage = style({
  width: '100%',
  aspectRatio: '16 / 9',
});

/** The text under the picture; it grows so the actions sit at the bottom. */
export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.small,
  padding: vars.space.gutter,
});
