import { deckLogBatchResponseSchema, deckLogLimits } from '#domain/deck-log.ts';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { isNoAnswer } from '../../lib/network-failure.ts';
import { deckLogUrl } from './api.ts';
import { type AccountKey, type OutboxRecord, outboxOfAccount, settleOutbox } from './outbox-store.ts';

export const batchUrl = (tripId: number) => `${deckLogUrl(tripId)}/batch`;

/** What one round of sending did: entries now on the server, refused, and still waiting. */
export interface SendReport {
  sent: number;
  rejected: number;
  waiting: number;
  /** Trips whose log changed on the server in this round (their served copy is out of date). */
  tripIds: number[];
}

/** The login a round sends with: the account whose outbox it is, and that login's kind for the bearer token. */
export interface Sender {
  account: AccountKey;
  auth: 'captain' | 'student';
}

const inFlight = new Map<AccountKey, Promise<SendReport>>();
const queued = new Map<AccountKey, Promise<SendReport>>();

/**
 * Sends an account's pending entries, trip by trip, in batches of at most 500 in the order they were written.
 * 'created' and 'exists' mark an entry sent (the id makes a replay harmless); 'invalid' keeps it as rejected with the
 * server's errors, never dropped. No answer (offline), a refusal of the whole batch other than 422 (404 for a trip
 * deleted or a permission withdrawn, 403 premium, 5xx) or an answer without an entry's result leaves the entries
 * pending for the next round. One round per account at a time in this tab (a call during a round gets the round
 * after it, which sees what was written meanwhile), and across tabs where the browser has Web Locks; two rounds
 * that overlap anyway only cost the server an 'exists'.
 */
export function sendOutbox(sender: Sender): Promise<SendReport> {
  const running = inFlight.get(sender.account);
  if (running) {
    // The running round read the outbox before this call: one more round follows it, shared by every caller.
    let next = queued.get(sender.account);
    if (!next) {
      next = running
        .catch(() => undefined)
        .then(() => {
          queued.delete(sender.account);
          return sendOutbox(sender);
        });
      queued.set(sender.account, next);
    }
    return next;
  }
  const round = withSendLock(sender.account, () => sendRound(sender)).finally(() =>
    inFlight.delete(sender.account),
  );
  inFlight.set(sender.account, round);
  return round;
}

/** Whether a round is running for this account in this tab. */
export function isSending(account: AccountKey): boolean {
  return inFlight.has(account);
}

function withSendLock<T>(account: AccountKey, run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return run();
  return new Promise<T>((resolve, reject) => {
    locks.request(`logbook-deck-log-send:${account}`, () => run().then(resolve, reject)).catch(reject);
  });
}

async function sendRound({ account, auth }: Sender): Promise<SendReport> {
  const waiting = (await outboxOfAccount(account)).filter((record) => record.state === 'pending');
  const report: SendReport = { sent: 0, rejected: 0, waiting: waiting.length, tripIds: [] };
  const byTrip = new Map<number, OutboxRecord[]>();
  for (const record of waiting) byTrip.set(record.tripId, [...(byTrip.get(record.tripId) ?? []), record]);
  for (const [tripId, records] of byTrip) {
    for (let start = 0; start < records.length; start += deckLogLimits.batch) {
      const batch = records.slice(start, start + deckLogLimits.batch);
      const outcome = await sendBatch(tripId, batch, auth);
      if (outcome === 'offline') return report;
      if (outcome === 'refused') break;
      await settleOutbox(outcome);
      const sent = outcome.filter((settled) => settled.state === 'sent').length;
      const rejected = outcome.length - sent;
      report.sent += sent;
      report.rejected += rejected;
      report.waiting -= outcome.length;
      if (sent > 0 && !report.tripIds.includes(tripId)) report.tripIds.push(tripId);
    }
  }
  return report;
}

type Settled = { id: string; state: 'sent' | 'rejected'; errors?: Record<string, string[]> };

async function sendBatch(
  tripId: number,
  batch: readonly OutboxRecord[],
  auth: Sender['auth'],
): Promise<Settled[] | 'offline' | 'refused'> {
  try {
    const answer = await apiRequest(batchUrl(tripId), {
      method: 'POST',
      auth,
      json: { entries: batch.map((record) => record.entry) },
      schema: deckLogBatchResponseSchema,
    });
    const sentIds = new Set(batch.map((record) => record.id));
    return answer.results.flatMap((result): Settled[] => {
      if (result.id === null || !sentIds.has(result.id)) return [];
      if (result.status === 'invalid')
        return [{ id: result.id, state: 'rejected', errors: result.errors ?? {} }];
      return [{ id: result.id, state: 'sent' }];
    });
  } catch (error) {
    if (isNoAnswer(error)) return 'offline';
    // A 422 of the whole batch names what the server refused in all of them: each keeps those errors.
    if (error instanceof ApiError && error.status === 422) {
      const errors =
        Object.keys(error.fieldErrors).length > 0 ? error.fieldErrors : { entries: [error.message] };
      return batch.map((record) => ({ id: record.id, state: 'rejected', errors }));
    }
    // 401 ends the login (the api client clears it) and the entries wait for that account's next login; any
    // other refusal or an unreadable answer leaves them pending for a later round.
    return 'refused';
  }
}
