import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { container } from '../layout/page.css';

export const hero = style([
  container,
  {
    display: 'flex',
    flexDirection: 'column',
    // The way home keeps its own width instead of stretching across the column.
    alignItems: 'flex-start',
    gap: vars.space.medium,
    paddingTop: vars.space.xxlarge,
    paddingBottom: vars.space.xxlarge,
    maxWidth: '40rem',
  },
]);

export const title = style({ margin: 0, fontSize: vars.text.xlarge.fontSize, lineHeight: vars.text.xlarge.lineHeight });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.large.fontSize, lineHeight: 1.6 });

export const nearest = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const nearestTitle = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.medium,
});

export const ways = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });
