import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

/** The back link's text lines up with the title; its padding (the 44px target) sits in the margin. */
export const back = style({ marginInlineStart: `calc(${vars.space.gutter} * -1)` });
