import { fieldMessage, type ForumReplyProblem } from '@pariksha/contract/values';

/** The words for a reply's problems: the app passes `fieldMessage(key, lang)`. */
export type ForumReplyMessages = Record<ForumReplyProblem, string>;

export const defaultForumReplyMessages: ForumReplyMessages = {
  replyRequired: fieldMessage('replyRequired', 'en'),
  replyTooLong: fieldMessage('replyTooLong', 'en'),
};
