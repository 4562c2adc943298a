import { useMachine } from '@xstate/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { logoutDialogMachine } from '@pariksha/machines';
import { ConfirmDialog } from '@pariksha/ui';
import { translatorAtom } from '../language/atoms';
import { authActor } from './authActor';
import { loggingOutAtom } from './logoutAtoms';
import '../../i18n/accountMessages';

/** Sends LOGOUT and resolves when the session is over (the server's answer does not matter). */
function logOut(): Promise<void> {
  return new Promise((resolve) => {
    const subscription = authActor.on('LOGGED_OUT', () => {
      subscription.unsubscribe();
      resolve();
    });
    authActor.send({ type: 'LOGOUT' });
  });
}

/**
 * The spec's 'Confirm Logout' question, asked as soon as it is shown. After Confirm the learner
 * lands on the home page (see `loggingOutAtom`). `onClosed` runs once it was cancelled or confirmed.
 */
export default function LogoutDialog({ onClosed }: { onClosed: () => void }) {
  const t = useAtomValue(translatorAtom);
  const navigate = useNavigate();
  const setLoggingOut = useSetAtom(loggingOutAtom);
  const [machine] = useState(() =>
    logoutDialogMachine.provide({
      actors: {
        logout: fromPromise(async () => {
          // Cleared by the public layout once the learner is on the home page.
          setLoggingOut(true);
          await logOut();
          await navigate('/', { replace: true });
        }),
      },
    }),
  );
  const [state, send] = useMachine(machine);
  const done = state.matches('confirmed') || state.matches('cancelled');

  useEffect(() => {
    send({ type: 'OPEN' });
  }, [send]);

  useEffect(() => {
    if (done) onClosed();
  }, [done, onClosed]);

  return (
    <ConfirmDialog
      open={state.hasTag('visible')}
      busy={state.matches('confirming')}
      title={t('logout.title')}
      message={t('logout.message')}
      labels={{ cancel: t('logout.cancel'), confirm: t('logout.confirm') }}
      onCancel={() => send({ type: 'CANCEL' })}
      onConfirm={() => send({ type: 'CONFIRM' })}
    />
  );
}
