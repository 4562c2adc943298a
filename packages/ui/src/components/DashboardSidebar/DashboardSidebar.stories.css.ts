import { style } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

/** A stand-in for the app's dashboard layout: a header, then the sidebar beside the content. */
export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: 700,
  background: vars.color.surface,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.gutter,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const columns = style({
  display: 'flex',
  flex: 1,
});

export const content = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.gutter,
  '@media': {
    [breakpointQuery.desktop]: { padding: vars.space.large },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
});
