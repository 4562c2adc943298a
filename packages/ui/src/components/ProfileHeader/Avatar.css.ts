import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';
import type { AvatarSize } from './Avatar';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: vars.font.weight.strong,
  lineHeight: 1,
});

export const size = styleVariants({
  medium: { width: vars.mediaSize.small, height: vars.mediaSize.small, fontSize: vars.text.large.fontSize },
  large: { width: vars.mediaSize.large, height: vars.mediaSize.large, fontSize: vars.text.display.fontSize },
} satisfies Record<AvatarSize, StyleRule>);

export const initials = style({
  userSelect: 'none',
});

export const image = style({
  selectors: {
    // Over ImageWithFallback's own rules. Transparent, not its grey placeholder: a photo that
    // never arrives shows the initials underneath.
    [`${root} &`]: {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      objectFit: 'cover',
      background: 'transparent',
    },
  },
});
