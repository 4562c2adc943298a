import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { desktop } from '../../layout/page.css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'center',
  '@media': { [desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const tagline = style({
  margin: `0 0 ${vars.space.medium}`,
  color: vars.color.brand,
  fontWeight: vars.font.weight.medium,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const reasons = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.large });

export const reason = style({ display: 'flex', gap: vars.space.medium, alignItems: 'flex-start' });

export const tick = style({ flex: 'none', color: vars.color.success, marginTop: `calc((${vars.text.large.lineHeight} - ${vars.iconSize.large}) / 2)` });

export const reasonTitle = style({
  margin: 0,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
  fontWeight: vars.font.weight.strong,
});

export const reasonText = style({ margin: `${vars.space.xsmall} 0 0`, color: vars.color.textMuted });

/** Holds the picture's 4:3 space before it loads. */
export const picture = style({ aspectRatio: '4 / 3', width: '100%' });

export const image = style({ display: 'block', width: '100%', height: 'auto', borderRadius: vars.radius.large });
