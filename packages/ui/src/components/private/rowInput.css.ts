import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/**
 * A native radio or checkbox inside a row or chip that is the whole target: the input shows
 * the choice without colour, and the row draws the focus ring around itself instead (with
 * `'&:has(input:focus-visible)': focusRingRule`). The caller sets the input's size.
 */
export const rowInputRule: StyleRule = {
  flexShrink: 0,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: 'none' },
  },
};
