import { fromCallback } from 'xstate';
import { nextBatch } from './batch';
import { renameClient, type AttemptJournal, type JournalEntry } from './journal';
import { isAttemptClosed, isSeqConflict, type SaveResponsesAck, type SaveResponsesBatch } from './wire';


/**
 * The autosave actor: every saved change goes to the journal first, then to the server in
 * batches, one batch in flight at a time. A batch keeps its seq and content until the server
 * acknowledges it, so a retry after a timeout or a dropped connection is applied once. When the
 * server says another tab numbers its batches with the same client id (`seq_conflict`: a
 * duplicated browser tab copies the id), this tab's unsent entries move to a new id and go again.
 */

export type SendBatch = (batch: SaveResponsesBatch, signal: AbortSignal) => Promise<SaveResponsesAck>;

export interface AutosavePolicy {
  /** A request not answered by then is abandoned and retried. */
  timeoutMs: number;
  /** The first retry's delay; each failure doubles it up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultAutosavePolicy: AutosavePolicy = { timeoutMs: 10_000, baseDelayMs: 1_000, maxDelayMs: 30_000 };

export interface AutosaveServices {
  journal: AttemptJournal;
  sendBatch: SendBatch;
  policy?: Partial<AutosavePolicy>;
  /** Jitter source in [0, 1); tests pin it. */
  random?: () => number;
  /** A new client id for this tab (the app also keeps it for the tab's reloads). */
  newClientId?: () => string;
}

export interface AutosaveInput {
  attemptId: string;
  /** Journal entries the server does not hold yet: sent before anything new. */
  backlog: JournalEntry[];
  /** The server's `last_seq_by_client`: older journal entries are dropped from the journal. */
  serverAcked: Record<string, number>;
}

/** What the test session sends to the autosave actor. */
export type AutosaveCommand = { type: 'SAVE'; entry: JournalEntry } | { type: 'ONLINE' };

/** What the autosave actor reports to the test session. */
export type AutosaveReport =
  | { type: 'AUTOSAVE.ACKED'; clientId: string; seq: number; deadlineAt: string }
  | { type: 'AUTOSAVE.QUEUE'; pending: number; failing: boolean }
  /** This tab's unsent entries of client `from` are now client `to`'s; new entries take `to` too. */
  | { type: 'AUTOSAVE.CLIENT_REPLACED'; from: string; to: string }
  | { type: 'AUTOSAVE.CLOSED' };

/**
 * The retry delay after `failures` failed tries: exponential, capped, with "equal jitter"
 * (half fixed, half random) so that a thousand candidates whose Wi-Fi came back do not retry
 * in the same millisecond.
 */
export function backoffDelay(failures: number, policy: AutosavePolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}

export function createAutosave(services: AutosaveServices) {
  const policy: AutosavePolicy = { ...defaultAutosavePolicy, ...services.policy };
  const random = services.random ?? Math.random;
  const newClientId = services.newClientId ?? (() => crypto.randomUUID());
  const { journal, sendBatch } = services;

  return fromCallback<AutosaveCommand, AutosaveInput>(({ input, sendBack, receive }) => {
    const { attemptId } = input;
    const acked = new Map<string, number>(Object.entries(input.serverAcked));
    let pending: JournalEntry[] = [...input.backlog];
    let inFlight: SaveResponsesBatch | null = null;
    let failures = 0;
    /** Identifies the current try: a late answer to an abandoned try is an ack, never a failure. */
    let currentTry = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let timeoutTimer: ReturnType<typeof setTimeout> | undefined;
    let abort: AbortController | null = null;
    let closed = false;
    let stopped = false;
    /** Client ids given up after a conflict, and the id that took each over. */
    const replaced = new Map<string, string>();

    const report = (event: AutosaveReport) => {
      if (!stopped) sendBack(event);
    };
    const reportQueue = () => report({ type: 'AUTOSAVE.QUEUE', pending: pending.length, failing: failures > 0 });

    function send(batch: SaveResponsesBatch) {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      const thisTry = ++currentTry;
      abort = new AbortController();
      const controller = abort;
      timeoutTimer = setTimeout(() => {
        controller.abort();
        failed(thisTry, new Error('saveResponses timed out'));
      }, policy.timeoutMs);
      sendBatch(batch, controller.signal).then(
        (ack) => acknowledged(ack),
        (error: unknown) => failed(thisTry, error),
      );
    }

    function pump() {
      if (closed || stopped || inFlight !== null) return;
      inFlight = nextBatch(attemptId, pending);
      if (inFlight !== null) send(inFlight);
    }

    function acknowledged(ack: SaveResponsesAck) {
      if (closed || stopped) return;
      // A repeated or overtaken ack says nothing new: everything up to a higher seq is already held.
      if (ack.seq <= (acked.get(ack.client_id) ?? 0)) return;
      acked.set(ack.client_id, ack.seq);
      journal.acknowledge(attemptId, ack.seq, ack.client_id);
      pending = pending.filter((entry) => entry.client_id !== ack.client_id || entry.seq > ack.seq);
      if (inFlight !== null && inFlight.client_id === ack.client_id && inFlight.seq <= ack.seq) {
        inFlight = null;
        failures = 0;
        currentTry += 1;
        clearTimeout(timeoutTimer);
        clearTimeout(retryTimer);
        retryTimer = undefined;
      }
      report({ type: 'AUTOSAVE.ACKED', clientId: ack.client_id, seq: ack.seq, deadlineAt: ack.deadline_at });
      reportQueue();
      pump();
    }

    function failed(thisTry: number, error: unknown) {
      if (closed || stopped || thisTry !== currentTry) return;
      clearTimeout(timeoutTimer);
      if (isAttemptClosed(error)) {
        closed = true;
        report({ type: 'AUTOSAVE.CLOSED' });
        return;
      }
      if (isSeqConflict(error) && inFlight !== null) {
        replaceClient(inFlight.client_id);
        return;
      }
      failures += 1;
      currentTry += 1;
      const batch = inFlight;
      if (batch !== null) retryTimer = setTimeout(() => send(batch), backoffDelay(failures, policy, random));
      reportQueue();
    }

    /** Moves `from`'s unsent entries to a new id and sends them again at once (nothing was applied). */
    function replaceClient(from: string) {
      const to = newClientId();
      replaced.set(from, to);
      for (const [old, current] of replaced) if (current === from) replaced.set(old, to);
      pending = renameClient(pending, from, to);
      journal.replaceClient(attemptId, from, to);
      inFlight = null;
      failures = 0;
      currentTry += 1;
      report({ type: 'AUTOSAVE.CLIENT_REPLACED', from, to });
      pump();
    }

    // The server's view already holds these: the journal can forget them.
    for (const [clientId, seq] of acked) journal.acknowledge(attemptId, seq, clientId);

    receive((command) => {
      if (command.type === 'SAVE') {
        if (closed) return;
        // Saved before the session heard of a new id: it belongs to the new one.
        const to = replaced.get(command.entry.client_id);
        const entry = to === undefined ? command.entry : { ...command.entry, client_id: to };
        journal.append(attemptId, entry);
        pending.push(entry);
        reportQueue();
        pump();
      } else if (retryTimer !== undefined && inFlight !== null) {
        // Back online: retry now rather than at the end of the back-off.
        send(inFlight);
      }
    });

    reportQueue();
    pump();

    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearTimeout(timeoutTimer);
      abort?.abort();
    };
  });
}
