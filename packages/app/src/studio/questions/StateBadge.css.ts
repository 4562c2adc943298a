import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';

export const badge = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid currentColor`,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});

// Text colours that pass AA on their pale backgrounds (the theme's checked pairs).
export const tone = styleVariants({
  draft: { color: vars.color.textMuted, background: vars.color.neutralSoft },
  in_review: { color: vars.color.review, background: vars.color.surfaceRaised },
  published: { color: vars.color.success, background: vars.color.surfaceRaised },
  superseded: { color: vars.color.textMuted, background: vars.color.surfaceRaised },
  retired: { color: vars.color.criticalStrong, background: vars.color.criticalSoft },
});
