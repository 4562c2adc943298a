import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';
import type { SolutionOutcome } from '../SolutionCard/solution';
import type { ColorToken } from '../../themes/tokens';

/**
 * Each outcome's colours on a question button: its fill, its edge and its number.
 * `outcomeColours.test.ts` holds every pair to WCAG AA.
 */
export const outcomeColours = {
  correct: { fill: 'success', edge: 'success', number: 'onBrand' },
  // A white ring filled at its foot (see `level`): the number sits on the white.
  partial: { fill: 'surfaceRaised', edge: 'partial', number: 'text' },
  wrong: { fill: 'critical', edge: 'critical', number: 'onBrand' },
  unanswered: { fill: 'surfaceRaised', edge: 'borderStrong', number: 'text' },
} as const satisfies Record<SolutionOutcome, { fill: ColorToken; edge: ColorToken; number: ColorToken }>;

/** The shape fills its box (a question button); the box sets the size. */
export const root = style({
  display: 'block',
  width: '100%',
  height: '100%',
  overflow: 'visible',
});

export const shape = styleVariants(outcomeColours, ({ fill, edge }) => ({
  fill: vars.color[fill],
  stroke: vars.color[edge],
  strokeWidth: 2,
}));

/** The filled foot of a partly right question's ring, below its number, in the ring's colour. */
export const level = style({
  fill: vars.color[outcomeColours.partial.edge],
});

/** The number over the shape, in the colour its fill needs. */
export const number = styleVariants(outcomeColours, ({ number }) => ({
  position: 'relative',
  color: vars.color[number],
}));

/** The purple badge of a marked question, ringed so it stands off any fill. */
export const badge = style({
  fill: vars.color.review,
  stroke: vars.color.surfaceRaised,
  strokeWidth: 2,
});

export const flag = style({
  fill: vars.color.onBrand,
});
