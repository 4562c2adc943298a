import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { tablet } from '../layout/studio.css';

export const qr = style({
  width: '200px',
  height: '200px',
  padding: vars.space.small,
  background: '#FFFFFF',
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const secret = style({
  display: 'block',
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  letterSpacing: '0.05em',
});

export const codes = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  paddingInlineStart: vars.space.large,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const narrow = style({ maxWidth: '40rem' });
