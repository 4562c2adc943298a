import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { desktop } from '../../layout/page.css';

/** About and features on the left; the offer card beside them on laptops, first on phones. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  paddingTop: vars.space.xlarge,
  paddingBottom: vars.space.xlarge,
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start' } },
});

export const main = style({ minWidth: 0, display: 'grid', gap: vars.space.xlarge });

export const side = style({
  order: -1,
  '@media': { [desktop]: { order: 0, position: 'sticky', top: vars.space.large } },
});

export const block = style({ minWidth: 0 });

export const paragraph = style({
  margin: `0 0 ${vars.space.medium}`,
  color: vars.color.text,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  maxWidth: '46rem',
});
