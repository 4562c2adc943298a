import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { tablet } from '../../layout/page.css';

export const form = style({
  display: 'grid',
  gap: vars.space.large,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
});

export const grid = style({
  display: 'grid',
  gap: vars.space.gutter,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const entry = style({
  display: 'grid',
  gap: vars.space.gutter,
  margin: 0,
  padding: vars.space.gutter,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

export const legend = style({ padding: `0 ${vars.space.xsmall}`, fontWeight: vars.font.weight.strong });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium });
