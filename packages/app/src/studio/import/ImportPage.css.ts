import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const counts = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))', gap: vars.space.small, margin: 0 });
export const count = style({ padding: vars.space.small, background: vars.color.surface, borderRadius: vars.radius.medium });
export const number = style({ margin: 0, fontSize: vars.text.xlarge.fontSize, lineHeight: vars.text.xlarge.lineHeight, fontWeight: vars.font.weight.strong });
export const file = style({
  minHeight: vars.touchTarget,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  font: 'inherit',
  maxWidth: '100%',
});
