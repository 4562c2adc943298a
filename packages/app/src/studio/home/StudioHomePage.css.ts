import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { desktop, tablet } from '../layout/studio.css';

export const grid = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'minmax(0, 1fr)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const warning = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.criticalSoft,
  color: vars.color.criticalStrong,
  fontWeight: vars.font.weight.medium,
});
