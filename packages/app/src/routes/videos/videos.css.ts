import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const lead = style({ margin: `${vars.space.xsmall} 0 0`, color: vars.color.textMuted });

/** The lesson page: the player, then what the lesson is. */
export const lessonPage = style({ display: 'grid', gap: vars.space.large, maxWidth: '56rem', minWidth: 0 });

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const fact = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutralTint,
  fontSize: vars.text.small.fontSize,
});

export const description = style({ margin: 0, maxWidth: '40rem' });
