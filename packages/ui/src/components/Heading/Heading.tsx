import type { ReactNode } from 'react';
import * as styles from './Heading.css';

/** The six levels of the page's outline: `level` picks the element, h1 to h6. */
export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export type HeadingLevel = (typeof headingLevels)[number];

/** The levels of a heading inside a page: everything below the page's title (h1). */
export type SectionHeadingLevel = Exclude<HeadingLevel, 1>;
export const sectionHeadingLevels: readonly SectionHeadingLevel[] = headingLevels.filter(
  (level): level is SectionHeadingLevel => level !== 1,
);

/** Steps of the theme's type scale a heading can be drawn at, largest first. */
export const headingSizes = ['display', 'xlarge', 'large', 'standard'] as const;
export type HeadingSize = (typeof headingSizes)[number];

export const headingWeights = ['strong', 'medium'] as const;
export type HeadingWeight = (typeof headingWeights)[number];

export const headingAligns = ['start', 'center'] as const;
export type HeadingAlign = (typeof headingAligns)[number];

/** How each level is drawn unless `size` says otherwise. */
export const defaultHeadingSizes = {
  1: 'display',
  2: 'xlarge',
  3: 'large',
  4: 'standard',
  5: 'standard',
  6: 'standard',
} as const satisfies Record<HeadingLevel, HeadingSize>;

export interface HeadingProps {
  /** Its place in the page's outline: renders h1 to h6. */
  level: HeadingLevel;
  /**
   * Its step of the type scale; by default the level's own (`defaultHeadingSizes`). A card keeps
   * its look wherever the page's outline puts it: a course card's title is `large` as h2 or h4.
   */
  size?: HeadingSize;
  weight?: HeadingWeight;
  /** By default the heading follows its container's alignment. */
  align?: HeadingAlign;
  id?: string;
  /**
   * For what the props cannot say (a card's letter spacing, a width). Never margins, sizes or
   * weights: those are the heading's own.
   */
  className?: string;
  children: ReactNode;
}

/** A heading at the page outline's `level`, drawn with the theme's type scale. */
export function Heading({ level, size, weight = 'strong', align, id, className, children }: HeadingProps) {
  const Element = `h${level}` as const;
  const classes = [styles.root, styles.size[size ?? defaultHeadingSizes[level]], styles.weight[weight]];
  if (align) classes.push(styles.align[align]);
  if (className) classes.push(className);
  return (
    <Element id={id} className={classes.join(' ')}>
      {children}
    </Element>
  );
}
