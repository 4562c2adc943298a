import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const root = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

/** A device's screen: centred, at most the width chosen, scrolling inside itself rather than the page. */
export const frame = style({
  boxSizing: 'border-box',
  width: '100%',
  margin: '0 auto',
  padding: vars.space.small,
  border: `${vars.borderWidth.large} solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  overflow: 'auto',
});

/** 360 px: the narrowest phone learners use; 1024 px: a laptop's test screen. */
export const frameWidth = styleVariants({ phone: { maxWidth: '360px' }, desktop: { maxWidth: '1024px' } });

export const stack = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });
