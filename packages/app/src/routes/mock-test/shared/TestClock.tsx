import { useAtomValue } from 'jotai';
import { TestTimer } from '@pariksha/ui';
import { localeAtom } from '../../../features/language/atoms';
import { clockTime, clockTimeInWords } from './clockTime';
import { timeAlertAt } from './timeAlerts';
import { useTestLabels } from './useTestLabels';

/**
 * The test's clock as the questions and the summary show it: the time left to the server's
 * deadline, in figures and in words, red for the last minutes, with the 5- and 1-minute alerts.
 */
export function TestClock({ remainingMs, critical }: { remainingMs: number; critical: boolean }) {
  const locale = useAtomValue(localeAtom);
  const { timer } = useTestLabels();
  const alert = timeAlertAt(remainingMs);
  return (
    <TestTimer
      time={clockTime(remainingMs)}
      timeLabel={clockTimeInWords(remainingMs, locale)}
      critical={critical}
      announcement={alert === null ? '' : timer[alert]}
      labels={{ timeLeft: timer.timeLeft }}
    />
  );
}
