import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';
import type { HeadingAlign, HeadingSize, HeadingWeight } from './Heading';

export const root = style({
  margin: 0,
  // Lines of even length: 'Frequently Asked / Questions', not a lone word on the last line.
  textWrap: 'balance',
  // A word longer than the line (an exam's name, a Hindi compound) still breaks rather than widen
  // a 360px screen, but only then: 'anywhere' would also let a squeezed box split 'Quest-ions'.
  overflowWrap: 'break-word',
});

/**
 * A section's title a little smaller on the narrowest phones (21.6px at 360), so 'Frequently
 * Asked Questions' fits one line there; the full size from 400px.
 */
const fluidXlarge = `clamp(${vars.text.large.fontSize}, 6vw, ${vars.text.xlarge.fontSize})`;

export const size = styleVariants({
  display: { fontSize: vars.text.display.fontSize, lineHeight: vars.text.display.lineHeight },
  xlarge: { fontSize: fluidXlarge, lineHeight: vars.text.xlarge.lineHeight },
  large: { fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight },
  standard: { fontSize: vars.text.standard.fontSize, lineHeight: vars.text.standard.lineHeight },
} satisfies Record<HeadingSize, StyleRule>);

export const weight = styleVariants({
  strong: { fontWeight: vars.font.weight.strong },
  medium: { fontWeight: vars.font.weight.medium },
} satisfies Record<HeadingWeight, StyleRule>);

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
} satisfies Record<HeadingAlign, StyleRule>);
