import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { MailIcon, PinIcon } from '../private/icons';
import { defaultSocialLinks, SocialLinks, type SocialLink } from '../SocialLinks/SocialLinks';
import * as styles from './TopBar.css';

export interface TopBarLabels {
  /** Read before the address by screen readers: 'Email'. */
  email: string;
  /** Read before the location: 'Address'. */
  location: string;
  /** The social links' name for screen readers. */
  social: string;
}

export const defaultTopBarLabels: TopBarLabels = {
  email: 'Email',
  location: 'Address',
  social: 'Social',
};

export interface TopBarProps {
  /** The `LanguageSelect`, wired to the app's language state. */
  languageSelect: ReactNode;
  email?: string;
  location?: string;
  socialLinks?: readonly SocialLink[];
  labels?: Partial<TopBarLabels>;
}

/**
 * The slim dark bar above the header. On phones only the language and the mail link stay:
 * the location and the social links are in the footer too, and the bar must stay one row.
 */
export function TopBar({
  languageSelect,
  email = 'support@pariksha.in',
  location = 'Mukherjee Nagar, New Delhi',
  socialLinks = defaultSocialLinks,
  labels,
}: TopBarProps) {
  const text = { ...defaultTopBarLabels, ...labels };
  return (
    <div className={styles.root}>
      <div className={styles.inner}>
        <div className={styles.language}>{languageSelect}</div>
        <a href={`mailto:${email}`} className={styles.mail}>
          <MailIcon size={16} className={styles.icon} />
          <span className={visuallyHidden}>{text.email}: </span>
          <span className={styles.address}>{email}</span>
        </a>
        <p className={styles.location}>
          <PinIcon size={16} className={styles.icon} />
          <span className={visuallyHidden}>{text.location}: </span>
          <span>{location}</span>
        </p>
        <div className={styles.social}>
          <SocialLinks links={socialLinks} label={text.social} tone="dark" />
        </div>
      </div>
    </div>
  );
}
