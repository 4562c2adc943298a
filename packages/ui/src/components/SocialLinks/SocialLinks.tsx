import * as styles from './SocialLinks.css';

export const socialNetworks = ['youtube', 'telegram', 'instagram', 'facebook', 'x'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export const socialLinksTones = ['light', 'dark'] as const;
export type SocialLinksTone = (typeof socialLinksTones)[number];

export interface SocialLink {
  network: SocialNetwork;
  href: string;
  /** The link's accessible name, e.g. 'Pariksha on YouTube'; the icon alone says nothing. */
  label: string;
}

export const defaultSocialLinks: readonly SocialLink[] = [
  { network: 'youtube', href: 'https://www.youtube.com/@pariksha', label: 'Pariksha on YouTube' },
  { network: 'telegram', href: 'https://t.me/pariksha', label: 'Pariksha on Telegram' },
  { network: 'instagram', href: 'https://www.instagram.com/pariksha', label: 'Pariksha on Instagram' },
  { network: 'facebook', href: 'https://www.facebook.com/pariksha', label: 'Pariksha on Facebook' },
];

export interface SocialLinksProps {
  links?: readonly SocialLink[];
  /** The list's name for screen readers, e.g. 'Social'. */
  label?: string;
  /** `dark` for a dark bar (the top bar), `light` on the page surface. */
  tone?: SocialLinksTone;
}

const paths: Record<SocialNetwork, string> = {
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3L10 15Z',
  telegram:
    'M21.4 4.3 2.9 11.4c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8.4 0 .6-.2.9-.4l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8L22.8 5.6c.3-1.3-.5-1.9-1.4-1.3ZM9.6 14.1l8.9-5.6c.4-.3.8-.1.5.2l-7.4 6.7-.3 3.1-1.7-4.4Z',
  instagram:
    'M12 3c-2.4 0-2.7 0-3.7.1-1 0-1.6.2-2.2.4-.6.2-1.1.5-1.6 1s-.8 1-1 1.6c-.2.6-.4 1.2-.4 2.2C3 9.3 3 9.6 3 12s0 2.7.1 3.7c0 1 .2 1.6.4 2.2.2.6.5 1.1 1 1.6s1 .8 1.6 1c.6.2 1.2.4 2.2.4 1 .1 1.3.1 3.7.1s2.7 0 3.7-.1c1 0 1.6-.2 2.2-.4.6-.2 1.1-.5 1.6-1s.8-1 1-1.6c.2-.6.4-1.2.4-2.2.1-1 .1-1.3.1-3.7s0-2.7-.1-3.7c0-1-.2-1.6-.4-2.2-.2-.6-.5-1.1-1-1.6s-1-.8-1.6-1c-.6-.2-1.2-.4-2.2-.4C14.7 3 14.4 3 12 3Zm0 4.4a4.6 4.6 0 1 1 0 9.2 4.6 4.6 0 0 1 0-9.2Zm0 1.6a3 3 0 1 0 0 6 3 3 0 0 0 0-6Zm4.8-2.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2Z',
  facebook:
    'M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z',
  x: 'M17.8 3h3l-6.6 7.6L22 21h-6.1l-4.8-6.2L5.6 21h-3l7.1-8.1L2.2 3h6.2l4.3 5.7L17.8 3Zm-1 16.2h1.7L7.3 4.7H5.5l11.3 14.5Z',
};

/** One network's mark, drawn in the text colour; decoration, so hidden from screen readers. */
export function SocialIcon({ network }: { network: SocialNetwork }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}

/**
 * A row of icon links to Pariksha's channels, each a 44px target named for screen readers.
 * Plain anchors opening a new tab: these leave the app, so no router link is involved.
 */
export function SocialLinks({ links = defaultSocialLinks, label, tone = 'light' }: SocialLinksProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {links.map((link) => (
        <li key={link.network} className={styles.item}>
          <a
            href={link.href}
            className={`${styles.link} ${styles.tone[tone]}`}
            aria-label={link.label}
            target="_blank"
            rel="noopener noreferrer"
          >
            <SocialIcon network={link.network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
