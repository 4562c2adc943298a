import { globalStyle, style } from '@vanilla-extract/css';
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
  paddingLeft: `calc(${iconInset} + ${vars.iconSize.medium} + ${vars.space.small})`,
  paddingRight: `calc(${iconInset} + ${vars.iconSize.small} + ${vars.space.small})`,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
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

// The options show only in the browser's own list (the system picker on a phone), so they use
// the system's font: a reader of English then downloads no 50 kB Devanagari font for the one word
// "हिन्दी". The chosen language's name in the closed select stays in the site's font.
globalStyle(`${select} option`, { fontFamily: 'system-ui, sans-serif' });

const icon = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
});

export const globe = style([icon, { left: iconInset, color: vars.color.textMuted }]);

export const chevron = style([icon, { right: iconInset, color: vars.color.textMuted }]);
