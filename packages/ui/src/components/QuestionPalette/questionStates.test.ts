import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../themes/contrast';
import { tokens } from '../../themes/tokens';
import { countQuestionStates, questionStates, stateColours } from './questionStates';

const { color } = tokens;

describe('the palette’s state colours meet WCAG 2.2 AA', () => {
  it.each(questionStates)('a %s question’s number is at least 4.5:1 against its shape', (state) => {
    const { fill, number } = stateColours[state];
    expect(contrastRatio(color[number], color[fill])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(questionStates)('a %s shape’s edge is at least 3:1 against the page and cards', (state) => {
    const { edge } = stateColours[state];
    expect(contrastRatio(color[edge], color.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(color[edge], color.surfaceRaised)).toBeGreaterThanOrEqual(3);
  });

  it('tells the answered tick (green) from the marked circle (purple) by more than hue alone', () => {
    // The tick is drawn in onBrand on the success badge, ringed in the card colour.
    expect(contrastRatio(color.onBrand, color.success)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('countQuestionStates', () => {
  it('counts every state, zero for those no question is in', () => {
    expect(
      countQuestionStates([
        { state: 'answered' },
        { state: 'answered' },
        { state: 'answeredAndMarked' },
        { state: 'notVisited' },
      ]),
    ).toEqual({ notVisited: 1, notAnswered: 0, answered: 2, markedForReview: 0, answeredAndMarked: 1 });
  });
});
