import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

/** TEST MODE, said plainly beside the page's title: no real money moves here. */
export const testMode = style({
  display: 'inline-block',
  marginInlineStart: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.goldAccent,
  color: vars.color.text,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.strong,
  letterSpacing: '0.06em',
  verticalAlign: 'middle',
});

export const explain = style({ margin: 0 });

export const facts = style({ display: 'grid', gap: vars.space.small, margin: 0 });
globalStyle(`${facts} > div`, { display: 'flex', justifyContent: 'space-between', gap: vars.space.medium, flexWrap: 'wrap' });
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const amount = style({ fontSize: vars.text.xlarge.fontSize, lineHeight: vars.text.xlarge.lineHeight });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });

export const outcome = style({ display: 'grid', gap: vars.space.small });
globalStyle(`${outcome} p`, { margin: 0 });

const outcomeTitle = { margin: 0, fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight } as const;
export const paid = style({ ...outcomeTitle, color: vars.color.success });
export const failed = style({ ...outcomeTitle, color: vars.color.critical });

/** The checkout's two columns from tablets: what is bought and the exam choice, then the summary. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 24rem)' } },
});

/** Only the summary: held to a readable width. */
export const single = style({ maxWidth: '30rem', minWidth: 0 });

/** The summary, and above it why Pay did not go through. */
export const summary = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });
