import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/** For stories: a column shorter than a page of the palette, as a phone's drawer can be. */
export const shortColumn = style({
  display: 'flex',
  flexDirection: 'column',
  height: `calc(2 * ${vars.contentHeight.status})`,
});
