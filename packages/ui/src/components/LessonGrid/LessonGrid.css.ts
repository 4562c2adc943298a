import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const grid = style({
  display: 'grid',
  // One column on a phone, as many 240 px columns as fit above that (four on a laptop).
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: vars.space.gutter,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  minWidth: 0,
});

export const noMatch = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
