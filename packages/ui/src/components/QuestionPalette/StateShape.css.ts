import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';
import { stateColours } from './questionStates';

/** The shape fills its box; the box (a palette button, a legend row's marker) sets the size. */
export const root = style({
  display: 'block',
  width: '100%',
  height: '100%',
  overflow: 'visible',
});

export const shape = styleVariants(stateColours, ({ fill, edge }) => ({
  fill: vars.color[fill],
  stroke: vars.color[edge],
  strokeWidth: 2,
}));

/** The green badge of an answered question that is also marked, ringed so it stands off the purple. */
export const badge = style({
  fill: vars.color.success,
  stroke: vars.color.surfaceRaised,
  strokeWidth: 2,
});

export const tick = style({
  fill: 'none',
  stroke: vars.color.onBrand,
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

/** A number drawn over a state's shape (a question's, a legend count), in the colour its fill needs. */
export const number = styleVariants(stateColours, ({ number }) => ({
  position: 'relative',
  color: vars.color[number],
}));
