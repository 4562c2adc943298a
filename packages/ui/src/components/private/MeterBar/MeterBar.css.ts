import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../themes/theme.css';
import type { MeterBarTone } from './MeterBar';

export const root = style({
  display: 'block',
  width: '100%',
  height: vars.space.small,
  // The bar's round ends come from clipping the whole drawing: a stretched SVG would draw
  // its own corners as ovals.
  borderRadius: vars.radius.full,
  overflow: 'hidden',
});

export const track = style({
  fill: vars.color.neutralSoft,
});

export const fill = styleVariants({
  brand: { fill: vars.color.brand },
  critical: { fill: vars.color.critical },
} satisfies Record<MeterBarTone, { fill: string }>);
