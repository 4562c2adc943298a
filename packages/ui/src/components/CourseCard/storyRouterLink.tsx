import { useContext, type AnchorHTMLAttributes } from 'react';
import { StoryNavigateContext } from '../SiteHeader/storyLink';

/**
 * Stands in for the app's router link in the card stories: like SiteHeader's `StoryLink` it
 * reports the href instead of leaving the story, and it passes every other attribute on
 * (the cards describe their links by their titles with `aria-describedby`).
 */
export function StoryRouterLink({
  href,
  onClick,
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const navigate = useContext(StoryNavigateContext);
  return (
    <a
      {...props}
      href={href}
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
