import { useEffect, useRef } from 'react';
import { authActor } from './authActor';

type Outcome = 'LOGGED_IN' | 'SIGNED_UP' | 'LOGGED_OUT';

/** Runs `handler` when the auth actor reports `outcome` while the component is shown. */
export function useAuthOutcome(outcome: Outcome, handler: () => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const subscription = authActor.on(outcome, () => latest.current());
    return () => subscription.unsubscribe();
  }, [outcome]);
}
