import { Fragment, useId, useState, type ReactNode } from 'react';
import type { ImageLoading } from '../ImageWithFallback/ImageWithFallback';
import * as styles from './PageBanner.css';

export interface PageBannerProps {
  /** The page's title: its one h1. */
  title: string;
  /** A short line above the heading, read with it: 'For NEET Aspirants'. */
  eyebrow?: string;
  /**
   * A line below the heading. Given as parts ('Starts on 14 Apr 2025', 'Ends on 30 Jun 2027'),
   * they are shown with '|' between them, which screen readers skip.
   */
  subline?: string | readonly string[];
  /** An illustration beside the text (below it on phones); left out when it fails to load. */
  imageSrc?: string | null;
  /** Empty (decorative) by default; describe the image when it says something the text does not. */
  imageAlt?: string;
  /** Intrinsic size in CSS pixels, so the page does not jump when the image arrives. */
  imageWidth?: number;
  imageHeight?: number;
  /** `eager` by default: the banner opens the page, where lazy loading would only delay it. */
  imageLoading?: ImageLoading;
  /** Anything more under the text: a search box, a button. Focus rings inside turn white. */
  children?: ReactNode;
}

/** The brand-coloured banner that opens the About, Courses and course landing pages. */
export function PageBanner({
  title,
  eyebrow,
  subline,
  imageSrc,
  imageAlt = '',
  imageWidth = 240,
  imageHeight = 180,
  imageLoading = 'eager',
  children,
}: PageBannerProps) {
  const headingId = useId();
  // Remembers which source failed, so a new `imageSrc` gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const parts = typeof subline === 'string' ? [subline] : (subline ?? []);
  const showImage = Boolean(imageSrc) && imageSrc !== failedSrc;

  const heading = (
    <h1 id={headingId} className={styles.heading}>
      {title}
    </h1>
  );

  return (
    <section aria-labelledby={headingId} className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.content}>
          {eyebrow ? (
            <hgroup className={styles.titles}>
              <p className={styles.eyebrow}>{eyebrow}</p>
              {heading}
            </hgroup>
          ) : (
            heading
          )}
          {parts.length > 0 ? (
            <p className={styles.subline}>
              {parts.map((part, index) => (
                <Fragment key={`${index}-${part}`}>
                  {index > 0 ? (
                    <>
                      {' '}
                      <span aria-hidden="true" className={styles.separator}>
                        |
                      </span>{' '}
                    </>
                  ) : null}
                  <span className={styles.part}>{part}</span>
                </Fragment>
              ))}
            </p>
          ) : null}
          {children ? <div className={styles.extra}>{children}</div> : null}
        </div>
        {showImage ? (
          <img
            src={imageSrc as string}
            alt={imageAlt}
            width={imageWidth}
            height={imageHeight}
            loading={imageLoading}
            decoding="async"
            className={styles.image}
            onError={() => setFailedSrc(imageSrc ?? null)}
          />
        ) : null}
      </div>
    </section>
  );
}
