import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: `${vars.space.xlarge} 0`,
  maxWidth: '40rem',
});

export const title = style({ margin: 0, fontSize: vars.text.display.fontSize, lineHeight: 1.2 });

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.text.large.fontSize, lineHeight: 1.6 });

export const cta = style({
  alignSelf: 'flex-start',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.large}`,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 600,
  textDecoration: 'none',
});
