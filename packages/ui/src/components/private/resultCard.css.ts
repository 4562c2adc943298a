import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../themes/theme.css';

/**
 * The raised card each part of a test's result stands in (rank, topics, answer changes): a
 * column of its heading and content, as tall as its content (unlike the listing cards of
 * css/card.css.ts, which fill their grid cell).
 */
export const resultCard = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  padding: vars.space.gutter,
  borderRadius: vars.radius.large,
  border: `${vars.borderWidth.standard} solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.small,
  color: vars.color.text,
});

/**
 * What the card says the learner should take from it (the advice on changing answers, the weak
 * topics' summary): a soft box with a thick edge at its start, both in the message's tone.
 */
export function resultCallout(edge: string, background: string): StyleRule {
  return {
    margin: 0,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    borderInlineStart: `${vars.borderWidth.xlarge} solid ${edge}`,
    background,
    fontWeight: vars.font.weight.medium,
  };
}
