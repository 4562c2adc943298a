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
