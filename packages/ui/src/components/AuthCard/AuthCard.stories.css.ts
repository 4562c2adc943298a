import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/** The story's login form: its fields stacked with room between them. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
});
