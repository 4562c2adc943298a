import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/** The tick or cross drawn over a filled icon, in the colour text on a filled badge takes. */
export const mark = style({
  stroke: vars.color.onBrand,
});
