import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const lead = style({ margin: `${vars.space.xsmall} 0 0`, color: vars.color.textMuted });

/** Back to the orders; not printed with the receipt. */
export const back = style({ '@media': { print: { display: 'none' } } });
