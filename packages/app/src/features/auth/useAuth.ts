import { useSelector } from '@xstate/react';
import { authActor } from './authActor';

/** The auth state for a component: re-renders when it changes. */
export function useAuth() {
  return useSelector(authActor, (snapshot) => snapshot);
}
