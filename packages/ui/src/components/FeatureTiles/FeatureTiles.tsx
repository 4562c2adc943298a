import { Heading, sectionHeadingLevels, type SectionHeadingLevel } from '../Heading/Heading';
import { FeatureIcon, type FeatureIconName } from './FeatureIcon';
import * as styles from './FeatureTiles.css';

/** @deprecated Use `sectionHeadingLevels`: a card's title may take any level below the page's title. */
export const featureTilesHeadingLevels = sectionHeadingLevels;
/** @deprecated Use `SectionHeadingLevel`. */
export type FeatureTilesHeadingLevel = SectionHeadingLevel;

export interface FeatureTile {
  /** One of `featureIcons`; any other string (the provider's data is untyped) shows a plain tick. */
  icon: FeatureIconName | (string & {});
  /** The feature in a few words: '2000+ Sessions'. */
  title: string;
  /** What it gives the learner, in a sentence or two. */
  text: string;
}

export interface FeatureTilesProps {
  tiles: readonly FeatureTile[];
  /** The id of the heading that names the grid ('Batch Features'), which the page renders. */
  labelledBy?: string;
  /** The heading level of each tile's title: one below the page's section heading. */
  headingLevel?: FeatureTilesHeadingLevel;
}

/**
 * A course's features as a grid of tiles: one column on phones, two from 640px, three from
 * 1024px. The section heading above it is the page's, styled like its other sections.
 */
export function FeatureTiles({ tiles, labelledBy, headingLevel = 3 }: FeatureTilesProps) {
  return (
    <ul aria-labelledby={labelledBy} className={styles.grid}>
      {tiles.map((tile, index) => (
        // Titles can repeat (the sample batch lists '750+ Mock Tests' twice), so the index keys them.
        <li key={`${index}-${tile.title}`} className={styles.tile}>
          <span className={styles.iconBox}>
            <FeatureIcon name={tile.icon} />
          </span>
          <div className={styles.body}>
            <Heading level={headingLevel} size="standard">{tile.title}</Heading>
            <p className={styles.text}>{tile.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
