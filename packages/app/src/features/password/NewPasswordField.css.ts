import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

/** The hint sits clear of the field's focus ring and its error. */
export const root = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });
