import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import type { ButtonSize, ButtonTone, ButtonVariant, ButtonWidth } from '../Button/Button';
import { buttonClassName } from '../Button/buttonClassName';
import type { LinkComponent } from '../SiteHeader/siteLinks';

export interface ButtonLinkProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'className' | 'style' | 'children'> {
  /** Where it goes. Links navigate, buttons act: use Button for an action on this page. */
  href: string;
  children: ReactNode;
  tone?: ButtonTone;
  variant?: ButtonVariant;
  size?: ButtonSize;
  width?: ButtonWidth;
  /**
   * Renders the anchor: 'a' by default, or the app's router link (react-router's `Link` after
   * mapping `href` to `to`). It receives `href`, `className`, `children` and every other prop given
   * here (`aria-describedby`, `onClick`, `download`…).
   */
  linkComponent?: LinkComponent;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link drawn exactly as a Button: the same tones, variants, sizes and widths from the same
 * styles, so the two can never drift apart. It takes no `className`: place it with its container.
 */
export function ButtonLink({
  href,
  children,
  tone = 'brand',
  variant = 'solid',
  size = 'standard',
  width = 'content',
  linkComponent: Link = 'a',
  ...anchorProps
}: ButtonLinkProps) {
  return (
    <Link {...anchorProps} href={href} className={buttonClassName({ tone, variant, size, width })}>
      {children}
    </Link>
  );
}
