import { sectionHeadingLevels, type SectionHeadingLevel } from '../Heading/Heading';
import type { ImageLoading } from '../ImageWithFallback/ImageWithFallback';
import type { CountWords } from '../private/countWords';
import { TickIcon, UsersIcon } from '../private/icons';
import { MediaCard } from '../private/MediaCard/MediaCard';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import { defaultUserCountWords, formatUserCount } from './formatUserCount';
import * as styles from './TestSeriesCard.css';

/** @deprecated Use `sectionHeadingLevels`: a card's title may take any level below the page's title. */
export const testSeriesCardHeadingLevels = sectionHeadingLevels;
/** @deprecated Use `SectionHeadingLevel`. */
export type TestSeriesCardHeadingLevel = SectionHeadingLevel;

export interface TestSeriesCardLabels {
  viewTestSeries: string;
  /** The users badge: '1 user', '5.6k users' (`shown` is the compact number). */
  users: CountWords;
  /** The language chips' name for screen readers. */
  languages: string;
}

export const defaultTestSeriesCardLabels: TestSeriesCardLabels = {
  viewTestSeries: 'View Test Series',
  users: defaultUserCountWords,
  languages: 'Languages',
};

export interface TestSeriesCardProps {
  title: string;
  /** The series' image; `fallbackImageSrc` is shown when it is missing or broken. */
  imageSrc?: string | null;
  fallbackImageSrc: string;
  /** Describes the image; empty (decorative) by default, since the title says what it is. */
  imageAlt?: string;
  /** `lazy` by default: the cards sit below the fold. */
  imageLoading?: ImageLoading;
  /** Learners on the series, shown compact in `locale`: 5600 → '5.6k users'; none shown when left out. */
  users?: number;
  /** One line per kind of test, already worded: '798 Total Tests', '3 Free Tests'. */
  tests: readonly string[];
  /** Shown as chips: 'Hindi', 'English'. */
  languages: readonly string[];
  /** Makes 'View Test Series' a link to this address (through `linkComponent`). */
  href?: string;
  /** Called when 'View Test Series' is pressed; without `href` the action is a button. */
  onView?: () => void;
  /** Renders the link: 'a' by default, or the app's router link (gets href, className, aria-describedby, onClick, children). */
  linkComponent?: LinkComponent;
  labels?: Partial<TestSeriesCardLabels>;
  /** Formats the users count: 'en-IN' → '5.6k', 'hi-IN' → '5.6 हज़ार'. */
  locale?: string;
  /** The heading level of the title, to fit the page's outline. */
  headingLevel?: TestSeriesCardHeadingLevel;
}

/** A popular test series: image, title, learners, what it contains, its languages and one action. */
export function TestSeriesCard({
  title,
  imageSrc,
  fallbackImageSrc,
  imageAlt = '',
  imageLoading = 'lazy',
  users,
  tests,
  languages,
  href,
  onView,
  linkComponent: Link = 'a',
  labels,
  locale = 'en-IN',
  headingLevel = 3,
}: TestSeriesCardProps) {
  const text = { ...defaultTestSeriesCardLabels, ...labels };

  return (
    <MediaCard
      title={title}
      headingLevel={headingLevel}
      imageSrc={imageSrc}
      fallbackImageSrc={fallbackImageSrc}
      imageAlt={imageAlt}
      imageLoading={imageLoading}
      gap="medium"
      action={{ label: text.viewTestSeries, href, onClick: onView, linkComponent: Link }}
    >
      {users === undefined ? null : (
        <p className={styles.users}>
          <UsersIcon size={16} className={styles.icon} />
          <span>{formatUserCount(users, locale, text.users)}</span>
        </p>
      )}
      {tests.length > 0 ? (
        <ul className={styles.tests}>
          {tests.map((line, index) => (
            <li key={`${index}-${line}`} className={styles.test}>
              <TickIcon size={16} className={styles.testIcon} />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {languages.length > 0 ? (
        <ul aria-label={text.languages} className={styles.languages}>
          {languages.map((language) => (
            <li key={language} className={styles.language}>
              {language}
            </li>
          ))}
        </ul>
      ) : null}
    </MediaCard>
  );
}
