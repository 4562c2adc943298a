import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';

type RouterLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { href: string; children?: ReactNode };

/** Links that leave the app (mail, phone, other sites) stay plain anchors. */
const outsideLink = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * The `linkComponent` the ui library's header, drawer and footer render: their `href` becomes
 * react-router's `to`, so moving between pages never reloads the app.
 */
export function RouterLink({ href, children, ...props }: RouterLinkProps) {
  if (outsideLink.test(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  );
}
