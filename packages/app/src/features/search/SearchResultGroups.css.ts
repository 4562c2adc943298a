import { style } from '@vanilla-extract/css';
import { focusRingRule, vars } from '@pariksha/ui';
import { tablet } from '../../layout/page.css';

/** One column on phones; two groups side by side from tablets. */
export const groups = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const group = style({ minWidth: 0 });

export const heading = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const count = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.medium });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

/** A whole row is the link: a large target for a thumb. */
export const link = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: vars.touchTarget,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceRaised,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong },
    '&:focus-visible': focusRingRule,
  },
});

export const title = style({ fontWeight: vars.font.weight.medium, color: vars.color.brand });

export const detail = style({ color: vars.color.textMuted, fontSize: vars.text.small.fontSize });
