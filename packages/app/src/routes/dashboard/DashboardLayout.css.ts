import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { desktop } from '../../layout/page.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

/** The sidebar button (phones) and the language, under the site header. */
export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: `${vars.space.xsmall} ${vars.space.gutter}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
});

export const language = style({ marginInlineStart: 'auto' });

export const body = style({
  flex: 1,
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.large} ${vars.space.gutter} ${vars.space.xxlarge}`,
  outline: 'none',
  '@media': { [desktop]: { padding: `${vars.space.xlarge} ${vars.space.xlarge} ${vars.space.xxlarge}` } },
});
