import { describe, expect, it } from 'vitest';
import { manySections, negativeSections, sscSections } from './sampleSections';
import type { SectionChartSection } from './sectionChartData';

/** Every score a section's marking can give: `right` × `correct` − `wrong` × wrong answers. */
function reachable(questions: number, right: number, wrong: number): Set<number> {
  const scores = new Set<number>();
  for (let correct = 0; correct <= questions; correct += 1) {
    for (let wrongs = 0; correct + wrongs <= questions; wrongs += 1) scores.add(correct * right - wrongs * wrong);
  }
  return scores;
}

// The stories show these numbers to designers and reviewers: they must be marks a real paper can give.
describe.each([
  ['SSC CGL Tier I', [...sscSections, ...negativeSections], 2, 0.5],
  ['UPSSSC PET', manySections, 1, 0.25],
] as const)('%s sample sections', (_paper, sections: readonly SectionChartSection[], right, wrong) => {
  it('score the learner by the marking scheme', () => {
    for (const section of sections) {
      expect(section.score).toBe(section.correct * right - (section.attempted - section.correct) * wrong);
      expect(section.maxScore).toBe(section.questions * right);
    }
  });

  it('give toppers a score the marking can reach, at least the learner’s', () => {
    for (const section of sections) {
      if (section.topper == null) continue;
      expect(reachable(section.questions, right, wrong).has(section.topper)).toBe(true);
      expect(section.topper).toBeGreaterThanOrEqual(section.score);
    }
  });
});
