import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../themes/contrast';
import { tokens } from '../../themes/tokens';
import { solutionOutcomes } from '../SolutionCard/solution';
import { outcomeColours } from './OutcomeShape.css';

const { color } = tokens;

describe('the question buttons’ outcome colours meet WCAG 2.2 AA', () => {
  it.each(solutionOutcomes)('a %s question’s number is at least 4.5:1 against its shape', (outcome) => {
    const { fill, number } = outcomeColours[outcome];
    expect(contrastRatio(color[number], color[fill])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(solutionOutcomes)('a %s shape’s edge is at least 3:1 against the page and cards', (outcome) => {
    const { edge } = outcomeColours[outcome];
    expect(contrastRatio(color[edge], color.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(color[edge], color.surfaceRaised)).toBeGreaterThanOrEqual(3);
  });

  it('draws the marked badge in a purple that reads on cards, with a white flag on it', () => {
    expect(contrastRatio(color.review, color.surfaceRaised)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(color.onBrand, color.review)).toBeGreaterThanOrEqual(3);
  });
});
