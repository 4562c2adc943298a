import { style } from '@vanilla-extract/css';
import { focusRingRule } from '../../css/utilities.css';
import { breakpointQuery } from '../../themes/breakpoints';
import { vars } from '../../themes/theme.css';

export const root = style({
  boxSizing: 'border-box',
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
  padding: vars.space.gutter,
  borderInlineStart: `${vars.borderWidth.indicator} solid ${vars.color.brand}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.text.standard.fontSize,
  lineHeight: vars.text.standard.lineHeight,
  fontWeight: vars.font.weight.strong,
});

/** On a phone the heading is the disclosure button: the whole row is the target. */
export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  minHeight: vars.touchTarget,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: { '&:focus-visible': focusRingRule },
  '@media': { [breakpointQuery.desktop]: { display: 'none' } },
});

export const chevron = style({
  flexShrink: 0,
  width: vars.iconSize.medium,
  height: vars.iconSize.medium,
  transition: 'transform 150ms',
  selectors: { [`${toggle}[aria-expanded="false"] &`]: { transform: 'rotate(-90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Beside the question on a desktop the passage is always open: a plain heading, no button. */
export const title = style({
  display: 'none',
  '@media': { [breakpointQuery.desktop]: { display: 'inline' } },
});

/**
 * Closed only on a phone. On a desktop it stays open beside the question and scrolls by itself,
 * so a long passage and the options are both in view.
 */
export const body = style({
  minWidth: 0,
  selectors: {
    [`${root}[data-open="false"] &`]: { display: 'none' },
    '&:focus-visible': focusRingRule,
  },
  '@media': {
    [breakpointQuery.desktop]: {
      display: 'block',
      maxHeight: '70vh',
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      selectors: { [`${root}[data-open="false"] &`]: { display: 'block' } },
    },
  },
});

/** The passage and its question: stacked on a phone, side by side on a desktop. */
export const layout = style({
  display: 'grid',
  gap: vars.space.gutter,
  minWidth: 0,
  '@media': {
    [breakpointQuery.desktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space.large,
    },
  },
});

export const passageColumn = style({
  minWidth: 0,
  '@media': { [breakpointQuery.desktop]: { position: 'sticky', top: vars.space.gutter } },
});

export const questionColumn = style({ minWidth: 0 });
