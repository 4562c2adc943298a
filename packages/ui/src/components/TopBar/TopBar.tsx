import type { ReactNode } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { defaultSocialLinks, SocialLinks, type SocialLink } from '../SocialLinks/SocialLinks';
import * as styles from './TopBar.css';
import { MailIcon } from '../private/MailIcon/MailIcon';

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

function PinIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M10 1.5a6 6 0 0 0-6 6c0 4.3 6 11 6 11s6-6.7 6-11a6 6 0 0 0-6-6Zm0 8.3a2.3 2.3 0 1 1 0-4.6 2.3 2.3 0 0 1 0 4.6Z"
      />
    </svg>
  );
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
          <PinIcon />
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
