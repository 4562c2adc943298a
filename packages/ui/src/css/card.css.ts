import { style } from '@vanilla-extract/css';
import { vars } from '../themes/theme.css';

/**
 * The raised card the card components share (exams, courses, test series, books, testimonials).
 * It fills its grid cell or carousel slide, so cards in a row share one height and their actions
 * line up.
 */
export const cardSurface = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minWidth: 0,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
});

/** The card with a picture across its top (`cardImage`), clipped to the rounded corners. */
export const cardFrame = style([cardSurface, { overflow: 'hidden' }]);

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
