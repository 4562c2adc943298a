// The question screen's yardstick: the smallest app that uses every library /dashboard/aptitude
// loads, each for real so none is tree-shaken away, and the way the app uses it: a router,
// queries in a jotai store (jotai-tanstack-query over @tanstack/query-core, queryOptions from
// @tanstack/react-query), an axios request whose answer zod/mini checks, a toast, and an XState
// machine in a React hook.
import { queryOptions } from '@tanstack/react-query';
import { QueryClient } from '@tanstack/query-core';
import { useMachine } from '@xstate/react';
import axios from 'axios';
import { atom, createStore, Provider, useAtom, useAtomValue } from 'jotai';
import { atomWithQuery, queryClientAtom } from 'jotai-tanstack-query';
import { createRoot } from 'react-dom/client';
import toast, { Toaster } from 'react-hot-toast';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createMachine } from 'xstate';
import * as z from 'zod/mini';

const countAtom = atom(0);
const toggle = createMachine({ initial: 'off', states: { off: { on: { T: 'on' } }, on: { on: { T: 'off' } } } });
const answer = z.object({ result: z.number(), data: z.array(z.object({ name: z.string() })) });
const plans = queryOptions({
  queryKey: ['plans'],
  queryFn: async () => answer.parse((await axios.get('/api/v1/getAllSubscriptions')).data).data,
});
const plansAtom = atomWithQuery(() => plans);

function Hello() {
  const [count, setCount] = useAtom(countAtom);
  const [state, send] = useMachine(toggle);
  const { data } = useAtomValue(plansAtom);
  return (
    <button
      onClick={() => {
        setCount(count + 1);
        send({ type: 'T' });
        toast(`hello ${data?.length ?? 0}`);
      }}
    >
      Hello {count} {String(state.value)}
    </button>
  );
}

const store = createStore();
store.set(queryClientAtom, new QueryClient());
createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <RouterProvider router={createBrowserRouter([{ path: '*', element: <Hello /> }])} />
    <Toaster />
  </Provider>,
);
