import type { ForumReportReason } from '@pariksha/contract/values';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import {
  defaultForumTopicMessages,
  defaultTopicFieldsLabels,
  type ForumTopicMessages,
  type TopicFieldErrors,
  type TopicFieldsLabels,
} from '../CreateTopicDialog/TopicFields';
import type { ForumTopicValues } from '../CreateTopicDialog/useTopicForm';
import { defaultForumReplyMessages, type ForumReplyMessages } from '../ForumReplyForm/replyMessages';
import type { ForumPostData, ForumTopicData } from '../ForumTopicCard/forumPostData';
import { formatPostDate } from '../ForumTopicCard/forumText';
import { TagList } from '../ForumTopicCard/TagList';
import { Heading, type SectionHeadingLevel } from '../Heading/Heading';
import { LikeButton, type LikeButtonLabels } from '../LikeButton/LikeButton';
import { PlainText } from '../private/PlainText/PlainText';
import { ReportPostDialog, type ReportPostDialogLabels } from '../ReportPostDialog/ReportPostDialog';
import { StatusMessage } from '../StatusMessage/StatusMessage';
import * as styles from './ForumPost.css';
import { ReplyEditForm, TopicEditForm, type PostEditLabels } from './PostEditForms';

export interface ForumPostLabels extends PostEditLabels {
  by: (name: string) => string;
  you: string;
  /** A reply's name for screen readers: 'Reply by Priya S.'. */
  replyBy: (name: string) => string;
  edited: string;
  tags: string;
  report: string;
  /** Instead of Report once the learner has reported the post. */
  reported: string;
  edit: string;
  delete: string;
  deleteTopic: string;
  deleteReply: string;
  deleteMessage: string;
  deleting: string;
  deleteFailed: string;
  hiddenTitle: string;
  hiddenNotice: string;
  like: Partial<LikeButtonLabels>;
  reportDialog: Partial<ReportPostDialogLabels>;
  fields: Partial<TopicFieldsLabels>;
}

export const defaultForumPostLabels: ForumPostLabels = {
  by: (name) => `By ${name}`,
  you: 'You',
  replyBy: (name) => `Reply by ${name}`,
  edited: 'Edited',
  tags: 'Tags',
  report: 'Report',
  reported: 'Reported',
  edit: 'Edit',
  delete: 'Delete',
  deleteTopic: 'Delete this topic and its replies?',
  deleteReply: 'Delete this reply?',
  deleteMessage: 'This cannot be undone.',
  deleting: 'Deleting…',
  deleteFailed: 'We could not delete it. Please try again.',
  hiddenTitle: 'Hidden pending review',
  hiddenNotice: 'Several learners reported this post, so only you can see it until our team reviews it.',
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',
  saveFailed: 'We could not save your changes. Your text is still here: please try again.',
  reply: 'Your reply',
  count: (used, max) => `${used} / ${max}`,
  like: {},
  reportDialog: {},
  fields: {},
};

interface ForumPostCommonProps {
  onToggleLike: (liked: boolean) => void;
  /** A like request is on its way. */
  likePending?: boolean;
  /** Resolve once reported; reject and the dialog stays open. */
  onReport: (reason: ForumReportReason) => Promise<void>;
  /** Resolve once deleted (the app removes the post); reject and it stays with a message. */
  onDelete: () => Promise<void>;
  locale?: string;
  timeZone?: string;
  now?: number;
  labels?: Partial<ForumPostLabels>;
}

export interface ForumTopicPostProps extends ForumPostCommonProps {
  kind: 'topic';
  post: ForumTopicData;
  /** Resolve once saved (the form closes); reject and the text stays with `fieldErrors`. */
  onSave: (values: ForumTopicValues) => Promise<void>;
  fieldErrors?: TopicFieldErrors;
  messages?: Partial<ForumTopicMessages>;
  /** The topic title's level: the page's title by default. */
  headingLevel?: 1 | SectionHeadingLevel;
}

export interface ForumReplyPostProps extends ForumPostCommonProps {
  kind: 'reply';
  post: ForumPostData;
  onSave: (values: { body: string }) => Promise<void>;
  /** The server's words for an edit it refused. */
  saveError?: string;
  messages?: Partial<ForumReplyMessages>;
}

export type ForumPostProps = ForumTopicPostProps | ForumReplyPostProps;

/**
 * A topic on its page, or one reply: who wrote it and when, the text exactly as written (plain
 * text: markup and links show as typed), Like, and Report, or for the learner's own post Edit
 * (inline, with the same checks as writing it) and Delete (after asking).
 */
export function ForumPost(props: ForumPostProps) {
  const { post, onToggleLike, likePending, onReport, onDelete, locale = 'en-IN', timeZone = 'Asia/Kolkata', now } = props;
  const text = { ...defaultForumPostLabels, ...props.labels };
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const returnToEdit = useRef(false);

  // Back to Edit after saving or cancelling, so keyboard users keep their place.
  useEffect(() => {
    if (editing || !returnToEdit.current) return;
    returnToEdit.current = false;
    document.getElementById(`${id}-edit`)?.focus();
  }, [editing, id]);

  const finishEditing = () => {
    returnToEdit.current = true;
    setEditing(false);
  };

  const confirmDelete = async () => {
    setDeleting(true);
    setDeleteFailed(false);
    try {
      await onDelete();
      setConfirmingDelete(false);
    } catch {
      setDeleteFailed(true);
      setConfirmingDelete(false);
    } finally {
      setDeleting(false);
    }
  };

  const mine = post.author.isYou;
  const author = mine ? text.you : post.author.name;
  const date = formatPostDate(post.createdAt, locale, timeZone, now);
  const titleId = `${id}-title`;
  const bylineId = `${id}-byline`;
  const editLabels = { ...text, ...defaultTopicFieldsLabels, ...text.fields };

  let content;
  if (editing && props.kind === 'topic') {
    content = (
      <TopicEditForm
        initial={{ title: props.post.title, description: props.post.body, tags: props.post.tags }}
        onSave={props.onSave}
        onDone={finishEditing}
        fieldErrors={props.fieldErrors}
        labels={editLabels}
        messages={{ ...defaultForumTopicMessages, ...props.messages }}
        locale={locale}
      />
    );
  } else if (editing && props.kind === 'reply') {
    content = (
      <ReplyEditForm
        initial={props.post.body}
        onSave={props.onSave}
        onDone={finishEditing}
        error={props.saveError}
        labels={editLabels}
        messages={{ ...defaultForumReplyMessages, ...props.messages }}
        locale={locale}
      />
    );
  } else {
    content = (
      <>
        <PlainText text={post.body} />
        {props.kind === 'topic' ? <TagList tags={props.post.tags} label={text.tags} /> : null}
      </>
    );
  }

  return (
    <article
      className={post.hidden ? `${styles.root} ${styles.hiddenPost}` : styles.root}
      aria-labelledby={props.kind === 'topic' ? titleId : undefined}
      aria-label={props.kind === 'reply' ? text.replyBy(author) : undefined}
    >
      {props.kind === 'topic' && !editing ? (
        <Heading level={props.headingLevel ?? 1} size="xlarge" id={titleId} className={styles.title}>
          {props.post.title}
        </Heading>
      ) : null}
      {props.kind === 'topic' && editing ? (
        // The article keeps its name while the title is a field.
        <span id={titleId} hidden>
          {props.post.title}
        </span>
      ) : null}
      {post.hidden ? (
        <p className={styles.notice}>
          <strong className={styles.noticeTitle}>{text.hiddenTitle}</strong>
          {text.hiddenNotice}
        </p>
      ) : null}
      <p id={bylineId} className={styles.byline}>
        <span className={styles.author}>{text.by(author)}</span>
        {date ? <time dateTime={post.createdAt}>{date}</time> : null}
        {post.editedAt ? <span>{text.edited}</span> : null}
      </p>
      {content}
      {deleteFailed ? <StatusMessage tone="critical">{text.deleteFailed}</StatusMessage> : null}
      {editing ? null : (
        <div className={styles.actions}>
          <LikeButton
            liked={post.liked}
            count={post.likeCount}
            onToggle={onToggleLike}
            pending={likePending}
            locale={locale}
            labels={text.like}
            aria-describedby={bylineId}
          />
          {mine ? (
            <>
              <Button id={`${id}-edit`} variant="ghost" aria-describedby={bylineId} onClick={() => setEditing(true)}>
                {text.edit}
              </Button>
              <Button variant="ghost" tone="critical" aria-describedby={bylineId} onClick={() => setConfirmingDelete(true)}>
                {text.delete}
              </Button>
            </>
          ) : post.reported ? (
            <span className={styles.reported}>{text.reported}</span>
          ) : (
            <Button variant="ghost" tone="neutral" aria-describedby={bylineId} onClick={() => setReporting(true)}>
              {text.report}
            </Button>
          )}
        </div>
      )}
      {mine ? (
        <ConfirmDialog
          open={confirmingDelete}
          title={props.kind === 'topic' ? text.deleteTopic : text.deleteReply}
          message={text.deleteMessage}
          tone="critical"
          busy={deleting}
          labels={{ cancel: text.cancel, confirm: text.delete, busy: text.deleting }}
          onCancel={() => setConfirmingDelete(false)}
          onConfirm={() => void confirmDelete()}
        />
      ) : (
        <ReportPostDialog
          open={reporting}
          onClose={() => setReporting(false)}
          onSubmit={onReport}
          labels={text.reportDialog}
        />
      )}
    </article>
  );
}
