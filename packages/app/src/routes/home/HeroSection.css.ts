import { style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { container, desktop, tablet } from '../../layout/page.css';

export const hero = style({
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.surface} 100%)`,
});

export const inner = style([
  container,
  {
    display: 'grid',
    gap: vars.space.large,
    paddingTop: vars.space.large,
    paddingBottom: vars.space.xlarge,
    alignItems: 'center',
    '@media': {
      [desktop]: {
        gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
        gap: vars.space.xxlarge,
        paddingTop: vars.space.xxlarge,
        paddingBottom: vars.space.xxlarge,
      },
    },
  },
]);

/** On phones the image comes first, the text under it (the spec's stacked hero). */
export const media = style({
  order: -1,
  minWidth: 0,
  '@media': { [desktop]: { order: 0 } },
});

export const text = style({ minWidth: 0 });

export const eyebrow = style({
  margin: `0 0 ${vars.space.small}`,
  color: vars.color.brand,
  fontWeight: vars.font.weight.strong,
  fontSize: vars.text.small.fontSize,
});

export const title = style({
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.text.xlarge.fontSize,
  lineHeight: vars.text.xlarge.lineHeight,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text,
  textWrap: 'balance',
  '@media': { [tablet]: { fontSize: vars.text.display.fontSize, lineHeight: vars.text.display.lineHeight } },
});

export const lead = style({
  margin: `0 0 ${vars.space.large}`,
  color: vars.color.textMuted,
  fontSize: vars.text.large.fontSize,
  lineHeight: vars.text.large.lineHeight,
});

export const proof = style({
  margin: `${vars.space.medium} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
});

/** The carousel's 16:7 box while its slides load. */
export const placeholder = style({
  aspectRatio: '16 / 7',
  width: '100%',
  borderRadius: vars.radius.large,
  background: vars.color.brandSoft,
});
