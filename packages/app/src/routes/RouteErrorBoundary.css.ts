import { style } from '@vanilla-extract/css';

export const centre = style({
  minHeight: '60vh',
  display: 'grid',
  placeItems: 'center',
  textAlign: 'center',
  padding: '1rem',
});
