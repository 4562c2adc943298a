import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, StatusMessage } from '@pariksha/ui';
import { failureMessage } from '../../../api/ApiError';
import { apiAtom } from '../../../api/apiAtom';
import { attemptPath } from '../../../features/attempts/attemptAddress';
import { startPractice } from '../../../features/attempts/queries';
import { translatorAtom } from '../../../features/language/atoms';
import * as styles from './result.css';
import '../../../i18n/resultMessages';

/** 'Practise these topics': starts a short test of the weakest topics and opens its instructions. */
export function PracticeButton({ topics }: { topics: readonly string[] }) {
  const t = useAtomValue(translatorAtom);
  const api = useAtomValue(apiAtom);
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setStarting(true);
    setError(null);
    try {
      const attempt = await startPractice(api, topics);
      void navigate(attemptPath('instructions', attempt.attempt_id));
    } catch (failure) {
      setError(failureMessage(t, failure) ?? String(failure));
      setStarting(false);
    }
  }

  return (
    <div className={styles.practice}>
      <p className={styles.lead}>{t('result.practiseLead')}</p>
      <div>
        <Button onClick={() => void start()} loading={starting}>
          {starting ? t('result.practiseStarting') : t('result.practise')}
        </Button>
      </div>
      {error === null ? null : <StatusMessage tone="critical">{t('result.practiseFailed', { message: error })}</StatusMessage>}
    </div>
  );
}
