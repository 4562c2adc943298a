import { createContainer, type StyleRule } from '@vanilla-extract/css';

/**
 * The box a card table measures (`cardTable.root`): below `stackBelow` (a phone, a narrow
 * column) its rows stand as cards. The switch follows the space the list has, not the window.
 */
export const cardTableBox = createContainer('cardTable');
const stackBelow = '45rem';

/** A rule that applies only while the rows stand as cards. */
export function stacked(rule: StyleRule): StyleRule {
  return { '@container': { [`${cardTableBox} (width < ${stackBelow})`]: rule } };
}
