import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';
import * as drawer from '../private/Drawer/Drawer.css';

/** A phone's width at most: the page stays in view beside it. */
export const panel = style({
  width: 'min(20rem, 85vw)',
});

export const link = style([
  drawer.link,
  {
    fontSize: vars.text.large.fontSize,
  },
]);
