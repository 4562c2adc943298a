import type { TestState } from '@pariksha/contract/responses/studio-tests';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../questions/StateBadge.css';

/** A test's state in the questions' coloured pills (withdrawn as a retired question's): the word carries it. */
const tone: Record<TestState, string> = { draft: styles.tone.draft, published: styles.tone.published, withdrawn: styles.tone.retired };

export function TestStateBadge({ state }: { state: TestState }) {
  const t = useStudioText();
  return <span className={`${styles.badge} ${tone[state]}`}>{t(`testState.${state}`)}</span>;
}
