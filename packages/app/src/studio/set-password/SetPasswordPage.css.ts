import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const centre = style({ padding: `${vars.space.large} ${vars.space.gutter}`, display: 'grid', justifyItems: 'center' });
