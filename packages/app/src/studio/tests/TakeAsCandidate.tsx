import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../api/ApiError';
import { apiAtom } from '../../api/apiAtom';
import { attemptPath } from '../../features/attempts/attemptAddress';
import { translatorAtom } from '../../features/language/atoms';
import { refusalMessage, startPreviewAttempt } from '../api/testsApi';
import { useStudioText } from '../i18n/studioText';
import * as styles from '../layout/studio.css';

/**
 * "Take it as a candidate": a draw of the saved draft of the staff member's own, on the learners'
 * test screen (instructions, timer, sections, submit, result and solutions), never ranked.
 */
export function TakeAsCandidate({ id }: { id: number }) {
  const t = useStudioText();
  const tApp = useAtomValue(translatorAtom);
  const api = useAtomValue(apiAtom);
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function take() {
    setStarting(true);
    setError(null);
    try {
      const attempt = await startPreviewAttempt(api, id);
      void navigate(attemptPath('instructions', attempt.attempt_id));
    } catch (failure) {
      setError(refusalMessage(failure) ?? failureMessage(tApp, failure) ?? String(failure));
      setStarting(false);
    }
  }

  return (
    <div className={styles.stackTight}>
      <p className={styles.muted}>{t('testPreview.takeLead')}</p>
      <div className={styles.actions}>
        <Button variant="outline" onClick={() => void take()} loading={starting}>
          {starting ? t('testPreview.taking') : t('testPreview.take')}
        </Button>
      </div>
      {error === null ? null : <StatusMessage tone="critical">{t('testPreview.takeFailed', { message: error })}</StatusMessage>}
    </div>
  );
}
