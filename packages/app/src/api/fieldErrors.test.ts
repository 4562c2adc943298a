import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translate';
import { ApiError, failureMessage } from './ApiError';
import { fieldErrorsFor } from './fieldErrors';

const topicFields = ['title', 'description', 'tags'] as const;

describe("the server's words for a topic's fields", () => {
  it('puts each refusal beside its field; a tag is the Tags field', () => {
    const error = new ApiError('Validation failed', {
      status: 400,
      fields: { title: 'Make the title at least 5 characters long.', 'tags.2': 'Keep each tag to 30 characters or fewer.', other: 'x' },
    });
    expect(fieldErrorsFor(error, topicFields)).toEqual({
      title: 'Make the title at least 5 characters long.',
      tags: 'Keep each tag to 30 characters or fewer.',
    });
  });

  it('is null when the server named no field (an hourly limit), and then its message is the one shown', () => {
    const limit = new ApiError('You have started 5 topics in the last hour. You can start another at 8:42 pm.', { status: 429 });
    expect(fieldErrorsFor(limit, topicFields)).toBeNull();
    expect(failureMessage(translatorFor('en'), limit)).toBe('You have started 5 topics in the last hour. You can start another at 8:42 pm.');
    expect(failureMessage(translatorFor('en'), 'nothing')).toBeNull();
  });
});
