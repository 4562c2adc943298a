import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { sprinkles } from '../css/sprinkles.css';
import { vars } from '../themes/theme.css';

globalStyle('html, body', {
  margin: 0,
  background: vars.color.surface,
});

/** Every story's frame: the page surface with room to breathe. */
export const frame = style({
  boxSizing: 'border-box',
  minHeight: '100%',
  padding: vars.space.gutter,
  background: vars.color.surface,
});

/** A phone-width column for stories of a single card. */
export const narrow = style({
  maxWidth: vars.contentWidth.xsmall,
  marginInline: 'auto',
});

/** The page-width column the plans page uses. */
export const wide = style({
  maxWidth: vars.contentWidth.xlarge,
  marginInline: 'auto',
});

/** Story layouts, composed from sprinkles at build time (no runtime sprinkles in the preview). */
export const stack = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'gutter' });
export const section = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'large' });
export const row = sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'small' });
/** A section's centred column: its children take only the width their content asks for. */
export const centredColumn = sprinkles({ display: 'flex', flexDirection: 'column', alignItems: 'center' });
/** A page's grid column, as the dashboard's pages lay out their parts. */
export const grid = style({ display: 'grid', gap: vars.space.large, minWidth: 0 });

/** A bar as wide as each space token, for the introduction page. */
export const spaceSample = styleVariants(vars.space, (value) => ({
  display: 'block',
  width: value,
  height: vars.iconSize.small,
  borderRadius: vars.radius.small,
  background: vars.color.brand,
}));
