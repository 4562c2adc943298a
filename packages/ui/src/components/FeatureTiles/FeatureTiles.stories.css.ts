import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/** The course page's section around the grid, for the stories only. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const heading = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
});
