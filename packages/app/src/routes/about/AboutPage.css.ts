import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { tablet } from '../../layout/page.css';

export const twoUp = style({
  display: 'grid',
  gap: vars.space.large,
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const panel = style({
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  listStyle: 'none',
});

export const panelTitle = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.brand,
});

export const panelText = style({ margin: 0, color: vars.color.textMuted });
