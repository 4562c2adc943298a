import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.medium });

export const item = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  paddingBottom: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const name = style({ margin: 0, fontWeight: vars.font.weight.medium, display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const current = style({
  fontSize: vars.text.small.fontSize,
  fontWeight: vars.font.weight.strong,
  color: vars.color.brand,
});

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.small.fontSize });
