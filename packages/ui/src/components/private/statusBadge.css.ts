import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/**
 * The pill a row's status stands in (OrderList, HelpRequestList): outlined and with a dot in
 * currentColor, so each list gives only its tones (a colour class per status) and the word.
 */
export const statusBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.standard} solid currentColor`,
  background: vars.color.surfaceRaised,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.xsmall.lineHeight,
  fontWeight: vars.font.weight.strong,
  whiteSpace: 'nowrap',
  selectors: {
    // A dot in the badge's colour: the colour is never the only sign, the word is there too.
    '&::before': {
      content: '""',
      width: vars.space.small,
      height: vars.space.small,
      borderRadius: vars.radius.full,
      background: 'currentColor',
    },
  },
});
