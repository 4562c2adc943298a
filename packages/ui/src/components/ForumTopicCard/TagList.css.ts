import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Small, not a control: tags are labels here, not filters. */
export const tag = style({
  display: 'inline-block',
  maxWidth: '100%',
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  background: vars.color.brandSoft,
  color: vars.color.brandStrong,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});
