import { style } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
  '@media': {
    [breakpointQuery.tablet]: {
      fontSize: vars.text.display.fontSize,
      lineHeight: vars.text.display.lineHeight,
    },
  },
});

export const lead = style({
  margin: 0,
  marginBottom: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});
