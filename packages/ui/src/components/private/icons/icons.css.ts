import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/theme.css';

/** A mark drawn over an icon's filled shape (the tick in a disc, the play triangle), in the colour text on a fill takes. */
export const onFillStroke = style({ stroke: vars.color.onBrand });
export const onFill = style({ fill: vars.color.onBrand });

/** The medal's parts: a brand ribbon, a gold disc with a light ring and star. */
export const medalRibbon = style({ fill: vars.color.brand });
export const medalRibbonBack = style({ fill: vars.color.brandStrong });
export const medalDisc = style({ fill: vars.color.goldAccent, stroke: vars.color.goldBorder, strokeWidth: 2 });
export const medalRing = style({ fill: 'none', stroke: vars.color.surfaceRaised, strokeWidth: 1.5, opacity: 0.7 });
export const medalStar = style({ fill: vars.color.surfaceRaised });
