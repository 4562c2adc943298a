import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
  maxWidth: '100%',
});

/** The slides with the arrows laid over them. */
export const stage = style({
  position: 'relative',
  minWidth: 0,
});

/** Clips the slides; the arrows sit outside it so their focus rings are never cut off. */
export const frame = style({
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.neutralSoft,
});

/**
 * Every slide is the same banner size: width and height attributes give the box its aspect
 * ratio before the image arrives, in the static first slide and the live carousel alike, so
 * nothing below the carousel moves when swiper takes over.
 */
export const image = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  objectFit: 'cover',
});

export const arrow = style({
  appearance: 'none',
  position: 'absolute',
  zIndex: 2,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  margin: 0,
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.medium,
  color: vars.color.text,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    // A white band under the ring keeps it visible on any banner colour.
    '&:focus-visible': { ...focusRingRule, boxShadow: `0 0 0 ${vars.focusRing.width} ${vars.color.surfaceRaised}` },
  },
});

export const previous = style({
  insetInlineStart: vars.space.small,
});

export const next = style({
  insetInlineEnd: vars.space.small,
});
