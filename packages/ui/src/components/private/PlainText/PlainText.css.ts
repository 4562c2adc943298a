import { style } from '@vanilla-extract/css';

/** The learner's own line breaks and spacing; long words and URLs wrap instead of overflowing. */
export const root = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
