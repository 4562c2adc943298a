import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';

/** Where the stories' links report navigation; a story provides its `fn()` here. */
export const StoryNavigateContext = createContext<(href: string) => void>(() => {});

interface StoryLinkProps {
  href: string;
  className?: string;
  'aria-current'?: 'page';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  children: ReactNode;
}

/**
 * Stands in for the app's router link: it reports the href instead of leaving the story, the way
 * react-router's `Link` changes route without a page load.
 */
export function StoryLink({ href, className, 'aria-current': current, onClick, children }: StoryLinkProps) {
  const navigate = useContext(StoryNavigateContext);
  return (
    <a
      href={href}
      className={className}
      aria-current={current}
      onClick={(event) => {
        event.preventDefault();
        navigate(href);
        onClick?.(event);
      }}
    >
      {children}
    </a>
  );
}
