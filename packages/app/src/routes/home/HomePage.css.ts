import { style } from '@vanilla-extract/css';

/** Keeps the footer below the fold while the rest of the page arrives. */
export const pending = style({ minHeight: '100vh' });
