import { style } from '@vanilla-extract/css';

/** Room under the box for its list, which overlays whatever the page has there. */
export const box = style({
  minHeight: 480,
});
