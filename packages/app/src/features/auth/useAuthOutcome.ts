import { useEffect, useRef } from 'react';
import type { AuthFailure, AuthRequest } from '@pariksha/machines';
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

/**
 * Runs `handler` with the refusal when the auth actor's `request` is refused while the component
 * is shown: the form keeps what was typed and shows each message at its field.
 */
export function useAuthRefusal(request: AuthRequest, handler: (refusal: AuthFailure) => void) {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const subscription = authActor.on('REFUSED', (refusal) => {
      if (refusal.request === request) latest.current(refusal);
    });
    return () => subscription.unsubscribe();
  }, [request]);
}
