import { describe, expect, it } from 'vitest';
import { studioQuestionContentInput } from '@pariksha/contract/studio-questions';
import { problemsFromFields } from './contentProblems';
import { contentFromDraft, emptyDraft, setOption, setWords, toggleRightOption } from './editorDraft';

describe('content problems', () => {
  it('puts the server’s messages on the editor’s fields, each message once', () => {
    expect(
      problemsFromFields({
        key: 'Give the question a key.',
        'content.topic': 'Use lower-case letters, digits and hyphens, such as "simple-interest".',
        'content.translations.en.text': 'Write the question.',
        'content.translations': 'Write the question.',
      }),
    ).toEqual({
      byField: { key: 'Give the question a key.', topic: 'Use lower-case letters, digits and hyphens, such as "simple-interest".', translations: 'Write the question.' },
      all: ['Give the question a key.', 'Use lower-case letters, digits and hyphens, such as "simple-interest".', 'Write the question.'],
    });
  });

  it('sends what the contract takes: an empty draft is refused, a complete one accepted', () => {
    const empty = studioQuestionContentInput.safeParse(contentFromDraft(emptyDraft()));
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((issue) => issue.message)).toContain('Write the question in English or Hindi.');
    let draft = { ...emptyDraft(), subject: 'quant', topic: 'fractions' };
    draft = setWords(draft, 'en', { text: 'Half of 1 is $\\frac{1}{2}$. True?' });
    for (const [index, option] of ['Yes', 'No', 'Sometimes', 'Never'].entries()) draft = setOption(draft, 'en', index, option);
    draft = toggleRightOption(draft, 0);
    expect(studioQuestionContentInput.safeParse(contentFromDraft(draft)).success).toBe(true);
  });
});
