import { style } from '@vanilla-extract/css';
import { cardSurface } from '../../css/card.css';
import { vars } from '../../themes/theme.css';

export const root = style([cardSurface, { gap: vars.space.medium, padding: vars.space.gutter }]);

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.gutter,
  minWidth: 0,
});

export const cover = style({
  flexShrink: 0,
  width: vars.mediaSize.large,
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.medium,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const author = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
  overflowWrap: 'anywhere',
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tag = style({
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: vars.text.xsmall.fontSize,
  lineHeight: vars.text.small.lineHeight,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.small,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.text.small.fontSize,
  lineHeight: vars.text.small.lineHeight,
});

// A dot between facts, drawn by CSS so screen readers do not read it.
export const metaItem = style({
  overflowWrap: 'anywhere',
  selectors: {
    '& + &::before': {
      // Empty alternative text: screen readers skip the dot.
      content: '"·" / ""',
      marginInlineEnd: vars.space.small,
    },
  },
});

export const actions = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.contentWidth.cell}, 1fr))`,
  gap: vars.space.small,
  // Pushes the links to the bottom of the card, level with its neighbours'.
  marginTop: 'auto',
  paddingTop: vars.space.small,
});

export const icon = style({
  flexShrink: 0,
});
