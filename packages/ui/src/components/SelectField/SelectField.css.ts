import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

const chevronSize = vars.iconSize.medium;

export const select = style({
  // Room for the chevron; long option names end in an ellipsis rather than under it.
  paddingRight: `calc(${vars.space.medium} + ${chevronSize} + ${vars.space.small})`,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.medium,
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});
