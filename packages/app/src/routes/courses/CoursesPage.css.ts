import { style } from '@vanilla-extract/css';
import { focusRingRule, vars } from '@pariksha/ui';
import { tablet } from '../../layout/page.css';

export const controls = style({
  display: 'grid',
  gap: vars.space.medium,
  marginBottom: vars.space.large,
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.text.small.fontSize });

export const input = style({
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  width: '100%',
  boxSizing: 'border-box',
  selectors: { '&:focus-visible': focusRingRule },
});

