import { style } from '@vanilla-extract/css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.gutter,
  minWidth: 0,
  // Room under the last card and the pager for the floating Create New Topic button.
  paddingBottom: '88px',
});

export const toolbar = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'end',
  '@media': {
    [breakpointQuery.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) 14rem' },
  },
});

/** The column of topics is the shared card list (private/cardList.css.ts). */
export { cardList as list } from '../private/cardList.css';

export const noMatch = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const count = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const pager = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.space.small,
});

export const pagerStart = style({ justifySelf: 'start' });
export const pagerEnd = style({ justifySelf: 'end' });

export const pageOf = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  color: vars.color.textMuted,
});
