import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@pariksha/ui';
import { desktop } from '../../layout/page.css';

/**
 * A grid, so the language dropdown can sit in the sidebar button's row on phones and at the top
 * of the sidebar's column from laptops, while the page's content starts right under the header.
 */
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateRows: 'auto auto 1fr',
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  '@media': {
    [desktop]: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  },
});

/** The site header, across the page. */
globalStyle(`${page} > header`, { gridColumn: '1 / -1' });

/** A strip's look, shared by the sidebar button and the language dropdown on phones. */
const strip = {
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space.xsmall,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
} as const;

/** The sidebar button on phones, under the site header; there is nothing to open from laptops. */
export const bar = style({
  ...strip,
  gridColumn: 1,
  gridRow: 2,
  paddingInlineStart: vars.space.gutter,
  '@media': { [desktop]: { display: 'none' } },
});

export const language = style({
  ...strip,
  gridColumn: 2,
  gridRow: 2,
  justifyContent: 'flex-end',
  paddingInlineEnd: vars.space.gutter,
  paddingInlineStart: vars.space.medium,
  '@media': {
    // The head of the sidebar's column: its surface and its right edge, no strip of its own.
    [desktop]: {
      gridColumn: 1,
      justifyContent: 'flex-start',
      paddingBlock: vars.space.gutter,
      paddingInline: vars.space.gutter,
      borderBottom: 'none',
      borderRight: `${vars.borderWidth.standard} solid ${vars.color.border}`,
    },
  },
});

/** Phones: the page under the strip. Laptops: its parts join the page's grid (sidebar, content). */
export const body = style({
  gridColumn: '1 / -1',
  gridRow: 3,
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  minWidth: 0,
  '@media': { [desktop]: { display: 'contents' } },
});

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space.large} ${vars.space.gutter} ${vars.space.xxlarge}`,
  outline: 'none',
  '@media': {
    [desktop]: {
      gridColumn: 2,
      gridRow: '2 / span 2',
      padding: `${vars.space.xlarge} ${vars.space.xlarge} ${vars.space.xxlarge}`,
    },
  },
});

// Printing (a receipt): only the page itself, without the site's header, the sidebar and its bar.
globalStyle(`${page} > :not(${body}), ${body} > :not(${main})`, { '@media': { print: { display: 'none' } } });
globalStyle(`${page}, ${body}, ${main}`, { '@media': { print: { display: 'block', padding: 0, margin: 0 } } });
