import { useMachine } from '@xstate/react';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { logoutDialogMachine } from '@pariksha/machines';
import { ConfirmDialog } from '@pariksha/ui';
import '../../i18n/pageMessages';
import { translatorAtom } from '../language/atoms';
import { authActor } from './authActor';

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

const machine = logoutDialogMachine.provide({ actors: { logout: fromPromise(logOut) } });

/**
 * The spec's 'Confirm Logout' question, asked as soon as it is shown. `onClosed` runs once it was
 * cancelled or confirmed; after Confirm the learner lands on the home page.
 */
export default function LogoutDialog({ onClosed }: { onClosed: () => void }) {
  const t = useAtomValue(translatorAtom);
  const navigate = useNavigate();
  const [state, send] = useMachine(machine);
  const confirmed = state.matches('confirmed');
  const cancelled = state.matches('cancelled');

  useEffect(() => {
    send({ type: 'OPEN' });
  }, [send]);

  useEffect(() => {
    if (confirmed) void navigate('/', { replace: true });
    if (confirmed || cancelled) onClosed();
  }, [confirmed, cancelled, navigate, onClosed]);

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
