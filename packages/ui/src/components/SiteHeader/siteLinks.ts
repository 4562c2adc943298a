import type { ElementType } from 'react';

export interface SiteLink {
  href: string;
  label: string;
  /** Marks the link of the page being shown (`aria-current="page"`). */
  current?: boolean;
}

/**
 * What renders the header's, drawer's and footer's in-app links: 'a' by default, or the app's
 * router link (react-router's `Link` after mapping `href` to `to`). It receives `href`,
 * `className`, `aria-current`, `onClick` and `children`.
 */
export type LinkComponent = ElementType;
