import { useId, type ReactNode } from 'react';
import { Heading, headingLevels, type HeadingLevel } from '../Heading/Heading';
import { BrandMark } from '../SiteHeader/BrandMark';
import type { LinkComponent } from '../SiteHeader/siteLinks';
import { GoogleButton, type GoogleButtonProps } from './GoogleButton';
import * as styles from './AuthCard.css';

/** The page's title (1), or the heading right under the page's own h1 (2). */
export type AuthCardHeadingLevel = Extract<HeadingLevel, 1 | 2>;
export const authCardHeadingLevels: readonly AuthCardHeadingLevel[] = headingLevels.filter(
  (level): level is AuthCardHeadingLevel => level <= 2,
);

export interface AuthCardProps {
  /** The card's heading, e.g. 'Log in' or 'Create your account'. */
  title: string;
  subtitle?: string;
  /** The form. */
  children: ReactNode;
  /** Under the card's hairline, e.g. 'Already have an account? Log in'. */
  footer?: ReactNode;
  /**
   * The spec's Google button, shown as unavailable with a note saying so: `true` for the English
   * wording, or its `label` and `note`.
   */
  google?: boolean | GoogleButtonProps;
  /** The product's name beside the mark, linked to the home page. */
  brand?: string;
  homeHref?: string;
  /** 1 on its own page (the default); 2 inside a page that has its own h1. */
  headingLevel?: AuthCardHeadingLevel;
  /** What renders the brand link: 'a' by default, or the app's router link. */
  linkComponent?: LinkComponent;
}

/**
 * The card of the standalone /login and /signup pages: the brand on top, the title, the form, the
 * Google button and the way to the other page. Centred on a soft background from the tablet
 * breakpoint, the whole width on phones. Place it in the page's `<main>`.
 */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
  google = false,
  brand = 'Pariksha',
  homeHref = '/',
  headingLevel = 1,
  linkComponent: Link = 'a',
}: AuthCardProps) {
  const titleId = useId();
  return (
    <div className={styles.root}>
      <section aria-labelledby={titleId} className={styles.card}>
        <Link href={homeHref} className={styles.brand}>
          <BrandMark />
          <span>{brand}</span>
        </Link>
        <div className={styles.header}>
          <Heading level={headingLevel} size="xlarge" id={titleId}>
            {title}
          </Heading>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        <div className={styles.body}>{children}</div>
        {google ? (
          <div className={styles.google}>
            <GoogleButton {...(google === true ? {} : google)} />
          </div>
        ) : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </section>
    </div>
  );
}
