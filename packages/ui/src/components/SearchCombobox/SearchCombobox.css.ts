import { style } from '@vanilla-extract/css';
import { focusRingRule, iconButton } from '../../css/utilities.css';
import { vars } from '../../themes/theme.css';

const iconInset = vars.space.medium;

export const root = style({
  position: 'relative',
  minWidth: 0,
  width: '100%',
  color: vars.color.text,
});

export const field = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const searchIcon = style({
  position: 'absolute',
  left: iconInset,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  appearance: 'none',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  minHeight: vars.touchTarget,
  margin: 0,
  // Room for the magnifier on the left and the clear button on the right.
  paddingLeft: `calc(${iconInset} + ${vars.iconSize.standard} + ${vars.space.small})`,
  paddingRight: vars.touchTarget,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  // 16px: phones do not zoom into a field with text at least this large.
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  textOverflow: 'ellipsis',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': focusRingRule,
  },
});

export const clear = style([
  iconButton,
  {
    position: 'absolute',
    right: 0,
    border: 0,
    borderRadius: vars.radius.full,
    background: 'transparent',
    color: vars.color.textMuted,
  },
]);

export const popup = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xsmall})`,
  left: 0,
  right: 0,
  zIndex: 20,
  boxSizing: 'border-box',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.large,
});

export const message = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const error = style({
  color: vars.color.critical,
});

/** The list scrolls itself when there are more results than fit; the page stays put. */
export const listbox = style({
  maxHeight: `min(60vh, ${vars.contentHeight.listbox})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const group = style({
  selectors: {
    '& + &': {
      marginTop: vars.space.xsmall,
      paddingTop: vars.space.xsmall,
      borderTop: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});

export const groupLabel = style({
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.xsmall,
  color: vars.color.textMuted,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  textTransform: 'uppercase',
});

export const option = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minHeight: vars.touchTarget,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    '&:hover': { background: vars.color.brandSoft },
    // The active option: what Enter will choose. A bar as well as the tint, for low-contrast screens.
    '&[aria-selected="true"]': {
      background: vars.color.brandSoft,
      boxShadow: `inset ${vars.borderWidth.indicator} 0 0 ${vars.color.brand}`,
    },
  },
});

export const optionLabel = style({
  fontWeight: vars.font.weight.regular,
  overflowWrap: 'anywhere',
});

export const match = style({
  background: 'transparent',
  color: 'inherit',
  fontWeight: vars.font.weight.strong,
});

export const optionDescription = style({
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});
