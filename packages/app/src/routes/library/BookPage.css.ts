import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { desktop } from '../../layout/page.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xxlarge,
  '@media': { [desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start' } },
});

export const side = style({ display: 'grid', gap: vars.space.medium, justifyItems: 'start' });

export const cover = style({ width: '10rem', height: 'auto', borderRadius: vars.radius.small, boxShadow: vars.shadow.medium });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const hint = style({ fontWeight: vars.font.weight.regular, fontSize: vars.text.small.fontSize });

export const chapter = style({
  minWidth: 0,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

/** A chapter set for reading: measure, rhythm, and tables that scroll inside themselves. */
export const prose = style({
  maxWidth: '46rem',
  fontSize: vars.text.standard.fontSize,
  lineHeight: '1.75',
  overflowWrap: 'anywhere',
});

globalStyle(`${prose} h1`, { fontSize: vars.text.xlarge.fontSize, lineHeight: vars.text.xlarge.lineHeight, margin: `0 0 ${vars.space.medium}` });
globalStyle(`${prose} h2`, { fontSize: vars.text.large.fontSize, lineHeight: vars.text.large.lineHeight, margin: `${vars.space.xlarge} 0 ${vars.space.small}` });
globalStyle(`${prose} h3`, { fontSize: vars.text.standard.fontSize, margin: `${vars.space.large} 0 ${vars.space.small}` });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.medium}` });
globalStyle(`${prose} table`, { display: 'block', overflowX: 'auto', borderCollapse: 'collapse', margin: `0 0 ${vars.space.large}`, fontSize: vars.text.small.fontSize });
globalStyle(`${prose} th, ${prose} td`, { border: `${vars.borderWidth.standard} solid ${vars.color.border}`, padding: `${vars.space.small} ${vars.space.medium}`, textAlign: 'start', verticalAlign: 'top' });
globalStyle(`${prose} th`, { background: vars.color.neutralTint });
globalStyle(`${prose} blockquote`, { margin: `0 0 ${vars.space.medium}`, padding: `${vars.space.small} ${vars.space.medium}`, borderInlineStart: `${vars.borderWidth.xlarge} solid ${vars.color.brand}`, background: vars.color.brandSoft });
