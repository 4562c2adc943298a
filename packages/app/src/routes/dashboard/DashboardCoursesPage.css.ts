import { style } from '@vanilla-extract/css';
import { focusRingRule, vars } from '@pariksha/ui';
import { tablet } from '../../layout/page.css';
import * as page from '../../layout/page.css';

export const tools = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.medium });

export const search = style({ display: 'grid', gap: vars.space.xsmall, flex: '1 1 16rem', minWidth: 0 });

export const input = page.fieldControl;

/** Square tiles with the exam's three letters, its full title under them in small type. */
export const examGrid = style({
  listStyle: 'none',
  margin: `${vars.space.medium} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
  '@media': { [tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(8.5rem, 1fr))' } },
});

export const examButton = style({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'center',
  gap: vars.space.xsmall,
  minHeight: '6rem',
  padding: vars.space.small,
  borderRadius: vars.radius.large,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.text.xlarge.fontSize,
  fontWeight: vars.font.weight.strong,
  textDecoration: 'none',
  textAlign: 'center',
  selectors: {
    '&:hover': { background: vars.color.platinumTint },
    '&:focus-visible': focusRingRule,
  },
});

export const examName = style({
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});
