import { useId } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Heading, sectionHeadingLevels, type SectionHeadingLevel } from '../Heading/Heading';
import { ImageWithFallback, type ImageLoading } from '../ImageWithFallback/ImageWithFallback';
import { DownloadIcon } from '../private/icons';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import * as styles from './BookCard.css';

/** @deprecated Use `sectionHeadingLevels`: a card's title may take any level below the page's title. */
export const bookCardHeadingLevels = sectionHeadingLevels;
/** @deprecated Use `SectionHeadingLevel`. */
export type BookCardHeadingLevel = SectionHeadingLevel;

export interface BookCardLabels {
  readNow: string;
  download: string;
  /** The author line; `{author}` is the author's name. */
  byAuthor: string;
  /** The tag chips' name for screen readers. */
  tags: string;
  /** Read before the languages by screen readers only: the row shows just 'Hindi, English'. */
  languages: string;
  /** The unit after the page count: '320 pages'. */
  pages: string;
}

export const defaultBookCardLabels: BookCardLabels = {
  readNow: 'Read Now',
  download: 'Download',
  byAuthor: 'by {author}',
  tags: 'Tags',
  languages: 'Languages',
  pages: 'pages',
};

export interface BookCardProps {
  title: string;
  author: string;
  /** The book's cover; `fallbackCoverSrc` is shown when it is missing or broken. */
  coverSrc?: string | null;
  fallbackCoverSrc: string;
  /** Describes the cover; empty (decorative) by default, since the title says what it is. */
  coverAlt?: string;
  /** `lazy` by default: the cards sit below the fold. */
  coverLoading?: ImageLoading;
  /** Shown as chips: 'Quantitative Aptitude', 'SSC'. */
  tags: readonly string[];
  /** 'Hindi', 'English'; shown after the page count: '320 pages · Hindi, English'. */
  languages: readonly string[];
  /** The page count, formatted in `locale`; nothing is shown without it. */
  pages?: number;
  /** Where 'Read Now' goes (through `linkComponent`). */
  readHref: string;
  /** The file 'Download' saves; always a plain anchor with the `download` attribute. */
  downloadHref: string;
  /** The name to save the file as; the browser picks one from the address when it is missing. */
  downloadFileName?: string;
  /** Said after 'Download' to screen readers, so they know what arrives: 'sample chapter, Markdown'. */
  downloadHint?: string;
  /** Renders 'Read Now': 'a' by default, or the app's router link (gets href, className, aria-describedby, children). */
  linkComponent?: LinkComponent;
  labels?: Partial<BookCardLabels>;
  /** Formats the page count: 'en-IN' → 1,024. */
  locale?: string;
  /** The heading level of the title, to fit the page's outline. */
  headingLevel?: BookCardHeadingLevel;
}

/** A popular book: cover, title, author, tags, languages and pages, with links to read or download it. */
export function BookCard({
  title,
  author,
  coverSrc,
  fallbackCoverSrc,
  coverAlt = '',
  coverLoading = 'lazy',
  tags,
  languages,
  pages,
  readHref,
  downloadHref,
  downloadFileName,
  downloadHint,
  linkComponent: Link = 'a',
  labels,
  locale = 'en-IN',
  headingLevel = 3,
}: BookCardProps) {
  const text = { ...defaultBookCardLabels, ...labels };
  const headingId = useId();

  return (
    <article aria-labelledby={headingId} className={styles.root}>
      <div className={styles.header}>
        <ImageWithFallback
          src={coverSrc}
          fallbackSrc={fallbackCoverSrc}
          alt={coverAlt}
          width={120}
          height={160}
          loading={coverLoading}
          className={styles.cover}
        />
        <div className={styles.identity}>
          <Heading level={headingLevel} size="large" id={headingId}>
            {title}
          </Heading>
          <p className={styles.author}>{text.byAuthor.replace('{author}', author)}</p>
        </div>
      </div>
      {tags.length > 0 ? (
        <ul aria-label={text.tags} className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      {languages.length > 0 || pages !== undefined ? (
        // One quiet line of facts: '320 pages · Hindi, English'.
        <p className={styles.meta}>
          {pages !== undefined ? (
            <span className={styles.metaItem}>
              {new Intl.NumberFormat(locale).format(pages)} {text.pages}
            </span>
          ) : null}{' '}
          {languages.length > 0 ? (
            <span className={styles.metaItem}>
              <span className={visuallyHidden}>{text.languages}: </span>
              {languages.join(', ')}
            </span>
          ) : null}
        </p>
      ) : null}
      <div className={styles.actions}>
        {/* Both described by the title, so a page of cards says which book each link is for. */}
        <ButtonLink href={readHref} width="full" aria-describedby={headingId} linkComponent={Link}>
          {text.readNow}
        </ButtonLink>
        {/* A file to save, not a page: a plain anchor, never the router's link. */}
        <ButtonLink
          href={downloadHref}
          variant="outline"
          width="full"
          download={downloadFileName ?? true}
          aria-describedby={headingId}
        >
          <DownloadIcon size={18} className={styles.icon} />
          <span>{text.download}</span>
          {downloadHint ? <span className={visuallyHidden}> ({downloadHint})</span> : null}
        </ButtonLink>
      </div>
    </article>
  );
}
