import { useId } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import type { LinkComponent, SiteLink } from '../SiteHeader/siteLinks';
import { defaultSocialLinks, SocialLinks, type SocialLink } from '../SocialLinks/SocialLinks';
import * as styles from './SiteFooter.css';
import { MailIcon } from '../private/MailIcon/MailIcon';

export interface SiteFooterLabels {
  brand: string;
  learnMore: string;
  blogs: string;
  contactUs: string;
  social: string;
  /** Follows '© {year} {brand}.' */
  rights: string;
  /** Read before the number by screen readers (the icon says it on screen): 'Call'. */
  call: string;
  /** Before the address: 'Email'. */
  email: string;
}

export const defaultSiteFooterLabels: SiteFooterLabels = {
  brand: 'Pariksha',
  learnMore: 'Learn More',
  blogs: 'Blogs',
  contactUs: 'Contact Us',
  social: 'Social',
  rights: 'All rights reserved.',
  call: 'Call',
  email: 'Email',
};

export const defaultLearnMoreLinks: readonly SiteLink[] = [
  { href: '/about', label: 'About Us' },
  { href: '/course', label: 'Courses' },
  { href: '/subscription-plans', label: 'Subscriptions' },
  { href: '/#faq', label: 'FAQ' },
];

export const defaultBlogLinks: readonly SiteLink[] = [
  { href: '/blogs/live-quiz', label: 'Live Quiz' },
  { href: '/blogs/test-series', label: 'Test Series' },
  { href: '/blogs/current-affairs', label: 'Current Affairs' },
];

export interface SiteFooterProps {
  /** The copyright year, passed in so the footer renders the same on server and phone. */
  year: number;
  learnMoreLinks?: readonly SiteLink[];
  blogLinks?: readonly SiteLink[];
  /** Shown as written, dialled as its digits: '+91 98765 43210'. */
  phone?: string;
  email?: string;
  socialLinks?: readonly SocialLink[];
  labels?: Partial<SiteFooterLabels>;
  linkComponent?: LinkComponent;
}

function PhoneIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.1 2.5c.4-.1.9.1 1.1.5l1.4 3c.2.4.1.9-.2 1.2L7.1 8.4a10.4 10.4 0 0 0 4.5 4.5l1.2-1.3c.3-.3.8-.4 1.2-.2l3 1.4c.4.2.6.7.5 1.1l-.5 2.4c-.1.5-.5.8-1 .8A14.1 14.1 0 0 1 2.9 4c0-.5.3-.9.8-1l2.4-.5Z"
      />
    </svg>
  );
}

/** Digits and a leading +, as a tel: link wants them. */
function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The shell's footer: three groups of links, the ways to reach Pariksha, and the copyright. */
export function SiteFooter({
  year,
  learnMoreLinks = defaultLearnMoreLinks,
  blogLinks = defaultBlogLinks,
  phone = '+91 98765 43210',
  email = 'support@pariksha.in',
  socialLinks = defaultSocialLinks,
  labels,
  linkComponent: Link = 'a',
}: SiteFooterProps) {
  const text = { ...defaultSiteFooterLabels, ...labels };
  const id = useId();

  const linkGroup = (key: string, heading: string, links: readonly SiteLink[]) => (
    <nav aria-labelledby={`${id}-${key}`} className={styles.group}>
      <h2 id={`${id}-${key}`} className={styles.heading}>
        {heading}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={`${link.href} ${link.label}`}>
            <Link href={link.href} className={styles.link} aria-current={link.current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );

  return (
    <footer className={styles.root}>
      <div className={styles.groups}>
        {linkGroup('learn', text.learnMore, learnMoreLinks)}
        {linkGroup('blogs', text.blogs, blogLinks)}
        <section aria-labelledby={`${id}-contact`} className={styles.group}>
          <h2 id={`${id}-contact`} className={styles.heading}>
            {text.contactUs}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={telHref(phone)} className={styles.link}>
                <PhoneIcon />
                <span className={visuallyHidden}>{text.call}:</span>
                <span className={styles.nowrap}>{phone}</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${email}`} className={styles.link}>
                <MailIcon size={18} className={styles.icon} />
                <span className={visuallyHidden}>{text.email}:</span>
                <span className={styles.breakable}>{email}</span>
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby={`${id}-social`} className={styles.group}>
          <h2 id={`${id}-social`} className={styles.heading}>
            {text.social}
          </h2>
          <SocialLinks links={socialLinks} tone="dark" />
        </section>
      </div>
      <p className={styles.copyright}>
        © {year} {text.brand}. {text.rights}
      </p>
    </footer>
  );
}
