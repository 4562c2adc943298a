import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const results = style({ marginTop: vars.space.large });

export const count = style({ margin: `0 0 ${vars.space.medium}`, color: vars.color.textMuted });

export const hint = style({ margin: 0, color: vars.color.textMuted });

export const ways = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
