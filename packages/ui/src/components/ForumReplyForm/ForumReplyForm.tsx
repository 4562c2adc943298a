import { forumReplyMaxLength, forumReplyProblem } from '@pariksha/contract/values';
import { useId, useRef, useState, type FormEvent } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { Button } from '../Button/Button';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import { TextArea } from '../private/TextArea/TextArea';
import * as styles from './ForumReplyForm.css';
import { defaultForumReplyMessages, type ForumReplyMessages } from './replyMessages';

export interface ForumReplyFormLabels {
  reply: string;
  hint: string;
  submit: string;
  submitting: string;
  /** The count under the field: '120 / 2,000'. */
  count: (used: string, max: string) => string;
  /** Sending failed and the server gave no words for the field. */
  failed: string;
  /** Read once the reply is posted. */
  posted: string;
}

export const defaultForumReplyFormLabels: ForumReplyFormLabels = {
  reply: 'Your reply',
  hint: 'Be kind and stay on the topic. Plain text: links are not clickable.',
  submit: 'Post Reply',
  submitting: 'Posting…',
  count: (used, max) => `${used} / ${max}`,
  failed: 'We could not post your reply. Your text is still here: please try again.',
  posted: 'Your reply is posted.',
};

export interface ForumReplyFormProps {
  /** Sends the checked, trimmed reply. Resolve: the field clears. Reject: the text stays. */
  onSubmit: (body: string) => Promise<void>;
  /** The server's words for the reply it refused (e.g. too many replies this hour). */
  error?: string;
  messages?: Partial<ForumReplyMessages>;
  labels?: Partial<ForumReplyFormLabels>;
  locale?: string;
}

/**
 * Writing a reply under a topic: a multi-line field with a live count against the contract's
 * limit, the contract's check on Post Reply, a busy button while it sends. A posted reply clears
 * the field; a failed one keeps every word, because a lost answer is the worst thing.
 */
export function ForumReplyForm({ onSubmit, error, messages, labels, locale }: ForumReplyFormProps) {
  const text = { ...defaultForumReplyFormLabels, ...labels };
  const words = { ...defaultForumReplyMessages, ...messages };
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [posted, setPosted] = useState(false);

  const problem = forumReplyProblem(body);
  const shownProblem = checked && problem ? words[problem] : undefined;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setChecked(true);
    setPosted(false);
    if (problem) {
      fieldRef.current?.focus();
      return;
    }
    setSubmitting(true);
    setFailed(false);
    try {
      await onSubmit(body.trim());
      setBody('');
      setChecked(false);
      setPosted(true);
    } catch {
      setFailed(true);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className={styles.root} noValidate aria-label={text.reply} onSubmit={(event) => void submit(event)}>
      <TextArea
        ref={fieldRef}
        id={`${id}-reply`}
        name="body"
        label={text.reply}
        hint={text.hint}
        required
        rows={4}
        value={body}
        maxLength={forumReplyMaxLength}
        countLabel={text.count}
        locale={locale}
        error={shownProblem ?? (failed ? error : undefined)}
        onChange={(value) => {
          setBody(value);
          setPosted(false);
        }}
      />
      {failed && !error ? <StatusMessage tone="critical">{text.failed}</StatusMessage> : null}
      {/* The new reply shows in the list; this tells a screen reader it went. */}
      <div role="status" className={visuallyHidden}>
        {posted ? text.posted : null}
      </div>
      <div className={styles.actions}>
        <Button type="submit" loading={submitting}>
          {submitting ? text.submitting : text.submit}
        </Button>
      </div>
    </form>
  );
}
