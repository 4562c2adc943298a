import { useId, useState } from 'react';
import { Heading, headingLevels, type HeadingLevel } from '../Heading/Heading';
import { StarIcon } from '../private/icons';
import { Avatar } from './Avatar';
import { formatCount } from './formatCount';
import * as styles from './ProfileHeader.css';

/** The page's title (1), or the heading right under the page's own h1 (2). */
export type ProfileHeaderHeadingLevel = Extract<HeadingLevel, 1 | 2>;
export const profileHeaderHeadingLevels: readonly ProfileHeaderHeadingLevel[] = headingLevels.filter(
  (level): level is ProfileHeaderHeadingLevel => level <= 2,
);

export interface ProfileStat {
  /** What is counted, e.g. 'Courses Purchased' or 'Tests Given'. */
  label: string;
  value: number;
}

export interface ProfileHeaderProps {
  /** The learner's name: the section's heading. */
  name: string;
  /** A decorative banner across the top; the brand colours show when it is missing or broken. */
  coverSrc?: string | null;
  avatarSrc?: string | null;
  /** Shown when `avatarSrc` is missing or broken; without it the learner's initials show. */
  fallbackAvatarSrc?: string;
  /** The membership badge, e.g. 'Gold Member'; no badge without it. */
  tier?: string;
  /** Counters under the name, e.g. Courses Purchased and Tests Given. */
  stats?: readonly ProfileStat[];
  /** Formats the counters: 'en-IN' by default, 'hi-IN' for Hindi. */
  locale?: string;
  /** 1 when the name is the page's heading (the default on the profile page). */
  headingLevel?: ProfileHeaderHeadingLevel;
}

/**
 * The top of the learner's profile: a cover, their avatar, name and membership, and their
 * counters. Stacked and centred on phones; from the tablet breakpoint the avatar, name and
 * counters share one row.
 */
export function ProfileHeader({
  name,
  coverSrc,
  avatarSrc,
  fallbackAvatarSrc,
  tier,
  stats = [],
  locale = 'en-IN',
  headingLevel = 1,
}: ProfileHeaderProps) {
  const headingId = useId();
  const [failedCover, setFailedCover] = useState<string | null>(null);
  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <div className={styles.cover}>
        {/* Decorative. A missing or broken cover goes, leaving the brand gradient behind it. */}
        {coverSrc && coverSrc !== failedCover ? (
          <img
            src={coverSrc}
            alt=""
            width={960}
            height={240}
            decoding="async"
            className={styles.coverImage}
            onError={() => setFailedCover(coverSrc)}
          />
        ) : null}
      </div>
      <div className={styles.body}>
        <div className={styles.avatar}>
          <Avatar name={name} src={avatarSrc} fallbackSrc={fallbackAvatarSrc} size="large" />
        </div>
        <div className={styles.identity}>
          <Heading level={headingLevel} size="xlarge" id={headingId}>
            {name}
          </Heading>
          {tier ? (
            <p className={styles.tier}>
              <StarIcon size={16} className={styles.tierIcon} />
              {tier}
            </p>
          ) : null}
        </div>
        {stats.length > 0 ? (
          <dl className={styles.stats}>
            {stats.map((stat) => (
              <div key={stat.label} className={styles.stat}>
                <dt className={styles.statLabel}>{stat.label}</dt>
                <dd className={styles.statValue}>{formatCount(stat.value, locale)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </section>
  );
}
