import { style } from '@vanilla-extract/css';
import { vars } from '../../../themes/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
