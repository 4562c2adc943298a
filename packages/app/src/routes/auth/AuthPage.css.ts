import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const form = style({ display: 'grid', gap: vars.space.gutter });

/** The spec's alerts ('All fields are required.'), shown in the page rather than a browser pop-up. */
export const alert = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
  color: vars.color.criticalStrong,
  fontWeight: vars.font.weight.medium,
});

export const notice = style({ margin: 0, fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight });
