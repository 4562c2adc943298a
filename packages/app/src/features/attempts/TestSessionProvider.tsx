import { useActorRef, useSelector } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { createTestSessionMachine, type TestSessionContext, type TestSessionMachine } from '@pariksha/machines';
import type { AttemptResult, AttemptView } from '@pariksha/contract/responses';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { apiAtom } from '../../api/apiAtom';
import { tabClientId } from './clientId';
import { createLocalJournal, type LocalAttemptJournal } from './localJournal';
import type { ReceivedAttempt } from './receivedAttempt';
import { sessionServices } from './sessionServices';

export type TestSessionActor = ActorRefFrom<TestSessionMachine<AttemptResult>>;
export type TestSessionSnapshot = SnapshotFrom<TestSessionMachine<AttemptResult>>;
export type SessionContext = TestSessionContext<AttemptResult>;

/** One journal per learner for the visit: its memory copy holds where the browser has no storage. */
const journals = new Map<string, LocalAttemptJournal>();
function journalOf(learnerId: string): LocalAttemptJournal {
  const journal = journals.get(learnerId) ?? createLocalJournal(learnerId);
  journals.set(learnerId, journal);
  return journal;
}

const SessionContextValue = createContext<TestSessionActor | null>(null);
const AttemptViewValue = createContext<AttemptView | null>(null);

interface TestSessionProviderProps {
  /** The attempt's first answer: it seeds the machine and sets its clock. */
  attempt: ReceivedAttempt;
  /** Whose attempt it is: their journal is the only one it reads and writes. */
  learnerId: string;
  /** The latest read of the attempt (titles and section names in the reader's language). */
  view: AttemptView;
  /** The question language at the start: the reader's language when it is Hindi. */
  language: 'en' | 'hi';
  /** Opened on the questions or the summary (a reload): the instructions were already read. */
  skipInstructions: boolean;
  children: ReactNode;
}

/**
 * ONE machine actor per attempt for the session's pages (instructions, questions, summary): it
 * lives as long as the layout around them, so moving between those pages never restarts it.
 * Remount it (a `key`) for another attempt. The first AttemptView seeds it; later reads (another
 * language) do not touch it.
 */
export function TestSessionProvider({ attempt, learnerId, view, language, skipInstructions, children }: TestSessionProviderProps) {
  const api = useAtomValue(apiAtom);
  const machine = useMemo(() => createTestSessionMachine<AttemptResult>(sessionServices(api, journalOf(learnerId), learnerId)), [api, learnerId]);
  const actor = useActorRef(machine, {
    input: { attempt, roundTrip: attempt.roundTrip, clientId: tabClientId(), language, skipInstructions },
  });

  const pendingSaves = useSelector(actor, (snapshot) => snapshot.context.pendingSaves);
  useEffect(() => {
    // Back online, or back on the page (the phone said it was online all along): try the unsent
    // answers at once rather than after the back-off.
    const online = () => actor.send({ type: 'ONLINE' });
    const shown = () => {
      if (document.visibilityState === 'visible') online();
    };
    window.addEventListener('online', online);
    window.addEventListener('focus', online);
    document.addEventListener('visibilitychange', shown);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('focus', online);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [actor]);
  useEffect(() => {
    if (pendingSaves === 0) return undefined;
    // Only while changes are unsent: the journal keeps them, but the learner should know.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pendingSaves]);

  return (
    <SessionContextValue.Provider value={actor}>
      <AttemptViewValue.Provider value={view}>{children}</AttemptViewValue.Provider>
    </SessionContextValue.Provider>
  );
}

/** The attempt's paper as last read, in the reader's language; null without an attempt. */
export function useAttemptView(): AttemptView | null {
  return useContext(AttemptViewValue);
}

/** The attempt's actor, or null on a session page opened without an attempt. */
export function useTestSessionActor(): TestSessionActor | null {
  return useContext(SessionContextValue);
}
