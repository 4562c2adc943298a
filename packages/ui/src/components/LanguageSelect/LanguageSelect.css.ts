import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

const iconInset = vars.space.small;

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 0,
  maxWidth: '100%',
  color: vars.color.text,
});

export const select = style({
  appearance: 'none',
  boxSizing: 'border-box',
  minHeight: vars.touchTarget,
  minWidth: 0,
  maxWidth: '100%',
  margin: 0,
  // Room for the globe on the left and the chevron on the right.
  paddingBlock: vars.space.xsmall,
  paddingLeft: `calc(${iconInset} + 18px + ${vars.space.small})`,
  paddingRight: `calc(${iconInset} + 16px + ${vars.space.small})`,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRingRule,
    '&:disabled': {
      cursor: 'not-allowed',
      borderColor: vars.color.critical,
      background: vars.color.criticalSoft,
      color: vars.color.critical,
    },
  },
});

const icon = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
});

export const globe = style([icon, { left: iconInset, color: vars.color.textMuted }]);

export const chevron = style([icon, { right: iconInset, color: vars.color.textMuted }]);
