import { style } from '@vanilla-extract/css';

/** The form and the learner's requests in one readable column. */
export const page = style({ maxWidth: '44rem' });
