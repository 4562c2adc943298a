import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { tablet } from './studio.css';

// A table on a desktop that becomes a list of cards on a phone: each cell shows its column's name
// (`data-label`) before its value, so nothing scrolls sideways at 360 px.


export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.text.small.fontSize, lineHeight: vars.text.small.lineHeight });

globalStyle(`${table} thead`, { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' });
globalStyle(`${table} tr`, {
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  marginBottom: vars.space.small,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
globalStyle(`${table} td`, { display: 'block', overflowWrap: 'anywhere' });
globalStyle(`${table} td[data-label]::before`, {
  content: 'attr(data-label)',
  display: 'block',
  fontSize: vars.text.xsmall.fontSize,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
});

globalStyle(`${table} thead`, {
  '@media': { [tablet]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clip: 'auto', whiteSpace: 'normal' } },
});
globalStyle(`${table} thead tr`, { '@media': { [tablet]: { display: 'table-row', background: 'transparent', border: 'none' } } });
globalStyle(`${table} tr`, { '@media': { [tablet]: { display: 'table-row', margin: 0, padding: 0, borderRadius: 0 } } });
globalStyle(`${table} th`, {
  textAlign: 'start',
  padding: vars.space.small,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  borderBottom: `${vars.borderWidth.large} solid ${vars.color.border}`,
});
globalStyle(`${table} td`, {
  '@media': { [tablet]: { display: 'table-cell', padding: vars.space.small, borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`, verticalAlign: 'top' } },
});
globalStyle(`${table} td[data-label]::before`, { '@media': { [tablet]: { display: 'none' } } });

export const sub = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.text.xsmall.fontSize, overflowWrap: 'anywhere' });
export const wide = style({ '@media': { [tablet]: { maxWidth: '24rem' } } });
