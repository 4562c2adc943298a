import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { logoutDialogMachine } from './logoutDialogMachine';

function startDialog() {
  const calls: string[] = [];
  let settle: { resolve: () => void; reject: (reason: unknown) => void } | undefined;
  const machine = logoutDialogMachine.provide({
    actors: {
      logout: fromPromise<void>(
        () =>
          new Promise<void>((resolve, reject) => {
            calls.push('logout');
            settle = { resolve, reject };
          }),
      ),
    },
  });
  const actor = createActor(machine).start();
  return {
    actor,
    calls,
    finishLogout: () => settle?.resolve(),
    failLogout: (reason: unknown) => settle?.reject(reason),
  };
}

describe('logoutDialogMachine', () => {
  it('starts closed and hidden; only OPEN does anything there', () => {
    const { actor } = startDialog();
    const s = actor.getSnapshot();
    expect(s.value).toBe('closed');
    expect(s.hasTag('visible')).toBe(false);
    expect(s.can({ type: 'CONFIRM' })).toBe(false);
    expect(s.can({ type: 'CANCEL' })).toBe(false);
    actor.send({ type: 'CONFIRM' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('opens and shows the dialog', () => {
    const { actor } = startDialog();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'OPEN' })).toBe(false);
  });

  it('cancels without logging out, and can be opened again', () => {
    const { actor, calls } = startDialog();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    expect(calls).toEqual([]);
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('confirms: stays visible and busy while the logout runs, then is confirmed and hidden', async () => {
    const dialog = startDialog();
    dialog.actor.send({ type: 'OPEN' });
    dialog.actor.send({ type: 'CONFIRM' });
    expect(dialog.actor.getSnapshot().value).toBe('confirming');
    expect(dialog.actor.getSnapshot().hasTag('visible')).toBe(true);
    expect(dialog.calls).toEqual(['logout']);

    dialog.finishLogout();
    const s = await waitFor(dialog.actor, (snap) => !snap.matches('confirming'));
    expect(s.value).toBe('confirmed');
    expect(s.hasTag('visible')).toBe(false);

    dialog.actor.send({ type: 'OPEN' });
    expect(dialog.actor.getSnapshot().value).toBe('open');
  });

  it('ignores CANCEL, CONFIRM and OPEN while confirming: the logout runs once', async () => {
    const dialog = startDialog();
    dialog.actor.send({ type: 'OPEN' });
    dialog.actor.send({ type: 'CONFIRM' });
    const busy = dialog.actor.getSnapshot();
    expect(busy.can({ type: 'CANCEL' })).toBe(false);
    expect(busy.can({ type: 'CONFIRM' })).toBe(false);
    dialog.actor.send({ type: 'CANCEL' });
    dialog.actor.send({ type: 'CONFIRM' });
    dialog.actor.send({ type: 'OPEN' });
    expect(dialog.actor.getSnapshot().value).toBe('confirming');
    dialog.finishLogout();
    await waitFor(dialog.actor, (snap) => snap.matches('confirmed'));
    expect(dialog.calls).toEqual(['logout']);
  });

  it('reopens when the logout fails, so the learner can retry or cancel', async () => {
    const dialog = startDialog();
    dialog.actor.send({ type: 'OPEN' });
    dialog.actor.send({ type: 'CONFIRM' });
    dialog.failLogout(new Error('offline'));
    const s = await waitFor(dialog.actor, (snap) => !snap.matches('confirming'));
    expect(s.value).toBe('open');
    dialog.actor.send({ type: 'CONFIRM' });
    expect(dialog.calls).toEqual(['logout', 'logout']);
  });

  it('confirms straight away with the default logout actor', async () => {
    const actor = createActor(logoutDialogMachine).start();
    actor.send({ type: 'OPEN' });
    actor.send({ type: 'CONFIRM' });
    const s = await waitFor(actor, (snap) => snap.matches('confirmed'));
    expect(s.value).toBe('confirmed');
  });
});
