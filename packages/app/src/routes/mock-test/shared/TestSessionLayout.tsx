import { useSelector } from '@xstate/react';
import { useAtomValue, useStore } from 'jotai';
import { queryClientAtom } from 'jotai-tanstack-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType, useSearchParams } from 'react-router-dom';
import { learnerKey } from '../../../data/learnerKey';
import { queryAtom } from '../../../data/queryAtom';
import { pageData } from '../../../data/routeData';
import { scopeOf } from '../../../data/scope';
import { attemptIdOf, attemptPath, testPaths, type TestPage } from '../../../features/attempts/attemptAddress';
import { attemptQuery, attemptResultQuery } from '../../../features/attempts/queries';
import { TestSessionProvider, useTestSessionActor } from '../../../features/attempts/TestSessionProvider';
import { learnerIdAtom } from '../../../features/auth/atoms';
import { selectedLanguageAtom, translatorAtom } from '../../../features/language/atoms';
import { AttemptStatus } from './AttemptStatus';
import { pageOf } from './MachinePage';
import '../../../i18n/testMessages';

function pageAt(pathname: string): TestPage | null {
  const found = (Object.keys(testPaths) as TestPage[]).find((page) => testPaths[page] === pathname);
  return found ?? null;
}

/**
 * The address follows the machine: START opens the questions, Submit Test the summary, Back the
 * questions again (each a new history entry), and a submitted attempt replaces the page with its
 * result. The browser's back button cannot break the attempt: from the summary to the questions
 * it is Back; any other page the browser lands on (Back, Forward, a page opened on the wrong step)
 * is put right in place with the machine's page.
 */
function SessionAddress() {
  const actor = useTestSessionActor();
  if (actor === null) throw new Error('SessionAddress needs a TestSessionProvider');
  const target = useSelector(actor, pageOf);
  const attemptId = useSelector(actor, (snapshot) => snapshot.context.attemptId);
  const result = useSelector(actor, (snapshot) => snapshot.context.result);
  const { pathname, key } = useLocation();
  // POP: the browser moved (Back, Forward, the first load). PUSH or REPLACE: the app did, and
  // the machine's own move may still be on its way; a pending move must not be taken for Back.
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const store = useStore();
  const lastTarget = useRef<TestPage | null | undefined>(undefined);

  useEffect(() => {
    if (result === null) return;
    // The result page reads the same answer from the cache instead of asking again.
    const client = store.get(queryClientAtom);
    client.setQueryData(attemptResultQuery(attemptId)(scopeOf(store)).queryKey, result);
  }, [attemptId, result, store]);

  useEffect(() => {
    const firstRun = lastTarget.current === undefined;
    const machineMoved = !firstRun && lastTarget.current !== target;
    lastTarget.current = target;
    const shown = pageAt(pathname);
    if (target === null || shown === target) return;
    if (machineMoved) {
      void navigate(attemptPath(target, attemptId), { replace: target === 'result' });
      return;
    }
    if (!firstRun && navigationType !== 'POP') return;
    if (shown === 'questions' && target === 'summary') actor.send({ type: 'BACK' });
    else void navigate(attemptPath(target, attemptId), { replace: true });
  }, [actor, attemptId, key, navigate, navigationType, pathname, target]);

  return null;
}

/**
 * Around the instructions, the questions and the summary: loads the attempt named in the address
 * and holds its one machine actor for those pages. Without an attempt (the spec's instructions
 * link with query parameters only) the pages show what they can without one.
 */
export default function TestSessionLayout() {
  const [search] = useSearchParams();
  const attemptId = attemptIdOf(search);
  if (attemptId === null) return <Outlet />;
  return <AttemptSession key={attemptId} attemptId={attemptId} />;
}

function AttemptSession({ attemptId }: { attemptId: string }) {
  const t = useAtomValue(translatorAtom);
  const language = useAtomValue(selectedLanguageAtom);
  const { pathname } = useLocation();
  const attempt = useAtomValue(useMemo(() => queryAtom(attemptQuery(attemptId)), [attemptId]));
  const learner = useAtomValue(learnerIdAtom);
  // The first answer seeds the machine; a later one (the reader switched language) must not restart it.
  const [first, setFirst] = useState(attempt.data);
  if (first === undefined && attempt.data !== undefined) setFirst(attempt.data);
  const [startPage] = useState(() => pageAt(pathname));
  const store = useStore();
  useEffect(() => {
    const client = store.get(queryClientAtom);
    // The session owns the attempt from here: the cached answer grows older than what is saved.
    return () => client.removeQueries({ queryKey: learnerKey(scopeOf(store), 'attempt', attemptId) });
  }, [attemptId, store]);

  if (first === undefined || learner === null) {
    // Only until the first answer (a later failure, e.g. on a language switch, keeps the session).
    return (
      <AttemptStatus attemptId={attemptId} query={attempt} loadingText={t('test.loading')} errorText={(message) => t('test.loadFailed', { message })}>
        {() => null}
      </AttemptStatus>
    );
  }
  return (
    <TestSessionProvider
      attempt={first}
      learnerId={learner}
      view={attempt.data ?? first}
      language={language === 'hi' ? 'hi' : 'en'}
      skipInstructions={startPage === 'questions' || startPage === 'summary'}
    >
      <SessionAddress />
      <Outlet />
    </TestSessionProvider>
  );
}

export const loader = pageData((ensure, _params, request) => {
  const attemptId = attemptIdOf(new URL(request.url).searchParams);
  return attemptId === null ? [] : [ensure(attemptQuery(attemptId))];
});
