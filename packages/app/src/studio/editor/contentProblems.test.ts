import { describe, expect, it } from 'vitest';
import { contentProblems } from './contentProblems';
import { emptyDraft, setOption, setWords, toggleRightOption } from './editorDraft';

describe('content problems', () => {
  it('says what an empty question lacks, by field', () => {
    const problems = contentProblems(emptyDraft(), '');
    expect(problems.byField.key).toBe('Give the question a key.');
    expect(problems.byField.subject).toBeDefined();
    expect(problems.byField.translations).toBe('Write the question in English or Hindi.');
    expect(problems.all.length).toBeGreaterThan(2);
  });

  it('finds nothing wrong in a complete single-answer question', () => {
    let draft = { ...emptyDraft(), subject: 'quant', topic: 'fractions' };
    draft = setWords(draft, 'en', { text: 'Half of 1 is $\\frac{1}{2}$. True?' });
    for (const [index, option] of ['Yes', 'No', 'Sometimes', 'Never'].entries()) draft = setOption(draft, 'en', index, option);
    draft = toggleRightOption(draft, 0);
    expect(contentProblems(draft, 'quant-fractions-001')).toEqual({ byField: {}, all: [] });
    expect(contentProblems(draft, null).all).toEqual([]);
  });
});
