import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';
import type { SocialLinksTone } from './SocialLinks';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
});

export const link = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  borderRadius: vars.radius.full,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:focus-visible': focusRingRule,
  },
});

export const tone = styleVariants({
  light: {
    color: vars.color.brand,
    selectors: { '&:hover': { background: vars.color.brandSoft } },
  },
  dark: {
    color: vars.color.onBrand,
    selectors: {
      '&:hover': { background: vars.color.neutralStrong },
      '&:focus-visible': { outlineColor: vars.color.onBrand },
    },
  },
} satisfies Record<SocialLinksTone, StyleRule>);

export const icon = style({
  flexShrink: 0,
});
