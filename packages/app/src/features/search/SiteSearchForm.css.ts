import { style } from '@vanilla-extract/css';
import { focusRingRule, vars } from '@pariksha/ui';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, maxWidth: '40rem' });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.text.small.fontSize });

/** The box takes the room; the button keeps its width beside it, even at 360 px. */
export const row = style({ display: 'flex', gap: vars.space.small, alignItems: 'stretch' });

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  boxSizing: 'border-box',
  selectors: { '&:focus-visible': focusRingRule },
});
