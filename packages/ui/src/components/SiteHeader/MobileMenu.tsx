import { useId } from 'react';
import { Button } from '../Button/Button';
import { ButtonLink } from '../ButtonLink/ButtonLink';
import { Heading } from '../Heading/Heading';
import { Drawer } from '../private/Drawer/Drawer';
import * as drawer from '../private/Drawer/Drawer.css';
import type { SiteHeaderHrefs, SiteHeaderLabels } from './SiteHeader';
import type { LinkComponent, SiteLink } from './siteLinks';
import * as styles from './MobileMenu.css';

export interface MobileMenuProps {
  /** Referred to by the menu button's `aria-controls`. */
  id: string;
  open: boolean;
  /**
   * The drawer asks to close. `returnFocus` is true for Escape, the close button and the
   * backdrop (focus goes back to the menu button), false after a link was followed.
   */
  onClose: (returnFocus: boolean) => void;
  links: readonly SiteLink[];
  signedIn: boolean;
  onLogout?: () => void;
  labels: SiteHeaderLabels;
  hrefs: SiteHeaderHrefs;
  linkComponent?: LinkComponent;
}

/**
 * The phone navigation: a modal drawer that slides in from the right in 300 ms (at once when
 * the system asks for reduced motion). It stays in the page when closed so it can slide out,
 * but is then invisible and inert: nothing in it can be reached.
 */
export function MobileMenu({
  id,
  open,
  onClose,
  links,
  signedIn,
  onLogout,
  labels,
  hrefs,
  linkComponent: Link = 'a',
}: MobileMenuProps) {
  const titleId = useId();
  const followLink = () => onClose(false);

  return (
    <Drawer
      id={id}
      open={open}
      onClose={onClose}
      side="right"
      desktop="hidden"
      labelledBy={titleId}
      closeLabel={labels.closeMenu}
      className={styles.panel}
      head={
        <Heading level={2} size="large" id={titleId}>
          {labels.menu}
        </Heading>
      }
    >
      <nav aria-label={labels.navigation}>
        <ul className={drawer.list}>
          {links.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className={styles.link}
                aria-current={link.current ? 'page' : undefined}
                onClick={followLink}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={drawer.footer}>
        {signedIn ? (
          <Button
            variant="outline"
            width="full"
            onClick={() => {
              onClose(false);
              onLogout?.();
            }}
          >
            {labels.logOut}
          </Button>
        ) : (
          <>
            <ButtonLink href={hrefs.logIn} variant="outline" width="full" linkComponent={Link} onClick={followLink}>
              {labels.logIn}
            </ButtonLink>
            <ButtonLink href={hrefs.signUp} width="full" linkComponent={Link} onClick={followLink}>
              {labels.signUp}
            </ButtonLink>
          </>
        )}
      </div>
    </Drawer>
  );
}
