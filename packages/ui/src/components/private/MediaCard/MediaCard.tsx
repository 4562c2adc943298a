import { useId, type ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { ButtonLink } from '../../ButtonLink/ButtonLink';
import { Heading, type SectionHeadingLevel } from '../../Heading/Heading';
import { ImageWithFallback, type ImageLoading } from '../../ImageWithFallback/ImageWithFallback';
import type { LinkComponent } from '../../SiteHeader/siteLinks';
import * as styles from './MediaCard.css';

export interface MediaCardAction {
  label: string;
  /** Makes the action a link (through `linkComponent`); without it the action is a button. */
  href?: string;
  onClick?: () => void;
  linkComponent?: LinkComponent;
}

export interface MediaCardProps {
  title: string;
  headingLevel: SectionHeadingLevel;
  imageSrc?: string | null;
  fallbackImageSrc: string;
  imageAlt: string;
  imageLoading: ImageLoading;
  /** Space between the title, what follows it and the action. */
  gap?: 'small' | 'medium';
  /** What the card says between its title and its action. */
  children: ReactNode;
  action: MediaCardAction;
}

/**
 * The listing card CourseCard and TestSeriesCard share: a 16:9 picture, the title as the
 * article's name, the card's own facts, and one full-width action at the bottom, level with its
 * neighbours' in a grid row. The action is described by the title, so on a page of cards a screen
 * reader hears which card's 'Get Started' it is on.
 */
export function MediaCard({
  title,
  headingLevel,
  imageSrc,
  fallbackImageSrc,
  imageAlt,
  imageLoading,
  gap = 'small',
  children,
  action,
}: MediaCardProps) {
  const headingId = useId();
  const onClick = action.onClick;
  return (
    <article aria-labelledby={headingId} className={styles.root}>
      <ImageWithFallback
        src={imageSrc}
        fallbackSrc={fallbackImageSrc}
        alt={imageAlt}
        width={320}
        height={180}
        loading={imageLoading}
        className={styles.image}
      />
      <div className={styles.body[gap]}>
        <Heading level={headingLevel} size="large" id={headingId}>
          {title}
        </Heading>
        {children}
        <div className={styles.action}>
          {action.href ? (
            <ButtonLink
              href={action.href}
              width="full"
              aria-describedby={headingId}
              onClick={onClick ? () => onClick() : undefined}
              linkComponent={action.linkComponent}
            >
              {action.label}
            </ButtonLink>
          ) : (
            <Button width="full" aria-describedby={headingId} onClick={() => onClick?.()}>
              {action.label}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
