import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const root = style({ display: 'grid', gap: vars.space.large });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const fact = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  background: vars.color.neutralTint,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.text.small.fontSize });

export const value = style({ margin: 0, fontWeight: vars.font.weight.medium, color: vars.color.text });

/** Wide tables scroll inside their box, never the page. */
export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

export const caption = style({ textAlign: 'start', fontWeight: vars.font.weight.strong, marginBottom: vars.space.small });

globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  textAlign: 'start',
});

globalStyle(`${table} thead th`, { color: vars.color.textMuted, fontWeight: vars.font.weight.medium });
