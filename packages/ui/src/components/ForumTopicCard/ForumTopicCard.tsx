import { useId } from 'react';
import { Heading, type SectionHeadingLevel } from '../Heading/Heading';
import { englishCountWords, type CountWords } from '../private/countWords';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import type { ForumTopicData } from './forumPostData';
import { countInWords, forumExcerpt, formatPostDate } from './forumText';
import * as styles from './ForumTopicCard.css';
import { TagList } from './TagList';

export interface ForumTopicCardLabels {
  /** Before the author's name: 'By Priya S.'. */
  by: (name: string) => string;
  /** The signed-in learner's own posts: 'You'. */
  you: string;
  replies: CountWords;
  likes: CountWords;
  edited: string;
  /** On the author's own topic after enough reports. */
  hiddenBadge: string;
  tags: string;
}

export const defaultForumTopicCardLabels: ForumTopicCardLabels = {
  by: (name) => `By ${name}`,
  you: 'You',
  replies: englishCountWords('{count} reply', '{count} replies'),
  likes: englishCountWords('{count} like', '{count} likes'),
  edited: 'Edited',
  hiddenBadge: 'Hidden pending review',
  tags: 'Tags',
};

export interface ForumTopicCardProps {
  topic: ForumTopicData;
  /** The topic's page. */
  href: string;
  linkComponent?: LinkComponent;
  headingLevel?: SectionHeadingLevel;
  /** 'en-IN' or 'hi-IN': dates, numbers and plurals. */
  locale?: string;
  timeZone?: string;
  /** Now, in ms: dates within a week read '3 hours ago'. Without it they are dates. */
  now?: number;
  labels?: Partial<ForumTopicCardLabels>;
}

/**
 * One topic in the forum's list: its title as the link to it, the start of its description, its
 * tags, who wrote it and when, and how many replies and likes it has.
 */
export function ForumTopicCard({
  topic,
  href,
  linkComponent: Link = 'a',
  headingLevel = 3,
  locale = 'en-IN',
  timeZone = 'Asia/Kolkata',
  now,
  labels,
}: ForumTopicCardProps) {
  const text = { ...defaultForumTopicCardLabels, ...labels };
  const id = useId();
  const date = formatPostDate(topic.createdAt, locale, timeZone, now);
  return (
    <article className={topic.hidden ? `${styles.root} ${styles.hiddenCard}` : styles.root} aria-labelledby={`${id}-title`}>
      <Heading level={headingLevel} size="standard" id={`${id}-title`} className={styles.title}>
        <Link href={href} className={styles.link}>
          {topic.title}
        </Link>
      </Heading>
      {topic.hidden ? <p className={styles.badge}>{text.hiddenBadge}</p> : null}
      <p className={styles.excerpt}>{forumExcerpt(topic.body)}</p>
      <TagList tags={topic.tags} label={text.tags} />
      <p className={styles.meta}>
        <span className={styles.author}>{text.by(topic.author.isYou ? text.you : topic.author.name)}</span>
        {date ? <time dateTime={topic.createdAt}>{date}</time> : null}
        {topic.editedAt ? <span>{text.edited}</span> : null}
        <span>{countInWords(topic.replyCount, locale, text.replies)}</span>
        <span>{countInWords(topic.likeCount, locale, text.likes)}</span>
      </p>
    </article>
  );
}
