import { style } from '@vanilla-extract/css';
import { focusRingRule, vars } from '@pariksha/ui';
import { tablet } from '../../layout/page.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 20rem)' } },
});

export const tests = style({
  margin: `0 0 ${vars.space.large}`,
  paddingInlineStart: vars.space.large,
  display: 'grid',
  gap: vars.space.small,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const languages = style({ margin: `0 0 ${vars.space.large}`, color: vars.color.textMuted });

export const exams = style({ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const examLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRingRule },
});

export const image = style({ width: '100%', height: 'auto', borderRadius: vars.radius.large });

/** The series' price (GST included), or that every test in it is free. */
export const price = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
  margin: `${vars.space.large} 0 0`,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});
export const priceNow = style({ fontSize: vars.text.xlarge.fontSize, fontWeight: vars.font.weight.strong });
export const priceWas = style({ color: vars.color.textMuted });
