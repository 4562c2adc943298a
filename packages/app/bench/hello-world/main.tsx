// The benchmark's yardstick: the smallest app that uses every library the product owner fixed
// (but swiper), each for real so none is tree-shaken away.
import { useMachine } from '@xstate/react';
import axios from 'axios';
import { atom, useAtom } from 'jotai';
import { createRoot } from 'react-dom/client';
import toast, { Toaster } from 'react-hot-toast';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createMachine } from 'xstate';

const countAtom = atom(0);
const toggle = createMachine({ initial: 'off', states: { off: { on: { T: 'on' } }, on: { on: { T: 'off' } } } });

function Hello() {
  const [count, setCount] = useAtom(countAtom);
  const [state, send] = useMachine(toggle);
  return (
    <button
      onClick={() => {
        setCount(count + 1);
        send({ type: 'T' });
        void axios.get('/api/v1/getAllSubscriptions').then(() => toast('hello'));
      }}
    >
      Hello {count} {String(state.value)}
    </button>
  );
}

createRoot(document.getElementById('root')!).render(
  <>
    <RouterProvider router={createBrowserRouter([{ path: '*', element: <Hello /> }])} />
    <Toaster />
  </>,
);
