import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const list = style({ marginTop: vars.space.large });
