import { useId } from 'react';
import { visuallyHidden } from '../../css/utilities.css';
import { MailIcon, PhoneIcon } from '../private/icons';
import type { LinkComponent, SiteLink } from '../SiteHeader/siteLinks';
import { defaultSocialLinks, SocialLinks, type SocialLink } from '../SocialLinks/SocialLinks';
import * as styles from './SiteFooter.css';

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
                <PhoneIcon size={18} className={styles.icon} />
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
