import type { QuestionState } from '@pariksha/contract/studio-questions';
import { useStudioText } from '../i18n/studioText';
import * as styles from './StateBadge.css';

/** A version's state as a word in a coloured pill: the word carries it, the colour only helps. */
export function StateBadge({ state }: { state: QuestionState }) {
  const t = useStudioText();
  return <span className={`${styles.badge} ${styles.tone[state]}`}>{t(`state.${state}`)}</span>;
}
