import type { TopicFieldErrors } from '@pariksha/ui';
import { ApiError } from '../../api/ApiError';

/** The server's words for the topic fields it refused ('tags.2' is the Tags field), or null when it named none. */
export function topicFieldErrors(error: unknown): TopicFieldErrors | null {
  if (!(error instanceof ApiError) || error.fields === undefined) return null;
  const errors: TopicFieldErrors = {};
  for (const [path, message] of Object.entries(error.fields)) {
    const field = path.split('.', 1)[0];
    if (field === 'title' || field === 'description' || field === 'tags') errors[field] ??= message;
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** A failure's own words (a 429 says when to try again); null for a network failure without a message. */
export function failureMessage(error: unknown): string | null {
  return error instanceof Error && error.message ? error.message : null;
}
