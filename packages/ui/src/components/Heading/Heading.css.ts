import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';
import type { HeadingAlign, HeadingSize, HeadingWeight } from './Heading';

export const root = style({
  margin: 0,
  // A long exam name or a Hindi compound never pushes a card wider than a 360px screen.
  overflowWrap: 'anywhere',
});

export const size = styleVariants({
  display: { fontSize: vars.text.display.fontSize, lineHeight: vars.text.display.lineHeight },
  xlarge: { fontSize: vars.text.xlarge.fontSize, lineHeight: vars.text.xlarge.lineHeight },
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
