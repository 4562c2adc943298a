import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { motionReduced } from '../../../css/utilities.css';
import { vars } from '../../../themes/theme.css';

const spin = keyframes({
  to: { transform: 'rotate(360deg)' },
});

const pulse = keyframes({
  '0%, 100%': { opacity: 1 },
  '50%': { opacity: 0.4 },
});

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  boxSizing: 'border-box',
  borderRadius: '50%',
  border: `${vars.borderWidth.large} solid currentColor`,
  // The gap in the ring is what shows the rotation.
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    [motionReduced]: {
      borderRightColor: 'currentColor',
      animation: `${pulse} 2s ease-in-out infinite`,
    },
  },
});

export const size = styleVariants({
  small: { width: vars.iconSize.small, height: vars.iconSize.small },
  standard: { width: vars.iconSize.standard, height: vars.iconSize.standard },
});
