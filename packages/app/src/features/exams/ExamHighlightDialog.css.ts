import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  marginTop: vars.space.large,
});
