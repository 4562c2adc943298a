import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { billingToggleMachine } from './billingToggleMachine';

function start() {
  return createActor(billingToggleMachine).start();
}

describe('billingToggleMachine', () => {
  it('starts on annual billing', () => {
    expect(start().getSnapshot().value).toBe('annually');
  });

  it('switches to monthly and back on explicit selection', () => {
    const actor = start();
    actor.send({ type: 'SELECT_MONTHLY' });
    expect(actor.getSnapshot().value).toBe('monthly');
    actor.send({ type: 'SELECT_ANNUALLY' });
    expect(actor.getSnapshot().value).toBe('annually');
  });

  it('ignores selecting the period that is already chosen', () => {
    const actor = start();
    expect(actor.getSnapshot().can({ type: 'SELECT_ANNUALLY' })).toBe(false);
    actor.send({ type: 'SELECT_ANNUALLY' });
    expect(actor.getSnapshot().value).toBe('annually');
    actor.send({ type: 'SELECT_MONTHLY' });
    expect(actor.getSnapshot().can({ type: 'SELECT_MONTHLY' })).toBe(false);
  });

  it('toggles between the two periods', () => {
    const actor = start();
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('monthly');
    actor.send({ type: 'TOGGLE' });
    expect(actor.getSnapshot().value).toBe('annually');
  });
});
