import { vi } from 'vitest';
import {
  type DeckLogEntry,
  type DeckLogEntryDraft,
  type DeckLogEntryInput,
  deckLogEntryInputSchema,
} from '#domain/deck-log.ts';
import { servedEntry } from './outbox-testing.ts';
import type { DeckLogView, ShownEntry } from './use-deck-log.ts';

/** Test fixtures for the deck log pages: entries as served, and a view of the log as the offline hook gives it. */

let counter = 0;
/** A fresh UUID-shaped id per entry, readable in a failing test (…0001, …0002). */
export function entryId() {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
}

export const entry = (overrides: Partial<ShownEntry> = {}): ShownEntry => ({
  ...servedEntry({ id: entryId(), logged_at: '2026-05-02T08:00+02:00', kind: 'position' }),
  received_at: '2026-05-02T06:00:05.000Z',
  state: 'sent',
  ...overrides,
});

/** A stored entry from what a form kept (every reading not written is null). */
export function storedFrom(input: DeckLogEntryInput): ShownEntry {
  const { id, logged_at, kind, ...readings } = input;
  const filled: Partial<DeckLogEntry> = {};
  for (const [name, value] of Object.entries(readings)) {
    if (value !== undefined) Object.assign(filled, { [name]: value });
  }
  return entry({ ...filled, id, logged_at, kind, state: 'pending' });
}

/** The deck log as the hook gives it, ready and online; `added` collects what add() kept. */
export function deckLogView(entries: ShownEntry[], overrides: Partial<DeckLogView> = {}) {
  const added: DeckLogEntryInput[] = [];
  const view: DeckLogView = {
    login: 'captain',
    status: 'ready',
    offlineCopy: false,
    trip: {
      id: 1,
      yacht_name: 'Zawisza Czarny',
      registration_number: 'POL-1234',
      captain_name: 'Anna Kowalska',
      embarkation_port: 'Gdynia',
      disembarkation_port: 'Kołobrzeg',
      embarkation_date: '2026-05-01',
      disembarkation_date: '2026-05-08',
      status: 'in_progress',
    },
    entries,
    summary: {
      hours_under_sail: 12.5,
      hours_under_engine: 1.25,
      hours_in_port: 3,
      miles: 64.3,
      night_hours: 4.5,
      ports: ['Gdynia', 'Hel'],
      first_entry_at: entries[0]?.logged_at ?? null,
      last_entry_at: entries.at(-1)?.logged_at ?? null,
    },
    crewMayWrite: false,
    canWrite: true,
    pendingCount: entries.filter((shown) => shown.state === 'pending').length,
    rejectedCount: entries.filter((shown) => shown.state === 'rejected').length,
    online: true,
    sending: false,
    // As the hook does: the draft is checked with the domain schema and the schema's error thrown.
    add: vi.fn(async (draft: DeckLogEntryDraft) => {
      const input = deckLogEntryInputSchema.parse(draft);
      added.push(input);
      return storedFrom(input);
    }),
    discard: vi.fn(async () => {}),
    sendNow: vi.fn(async () => {}),
    ...overrides,
  };
  return { view, added };
}
