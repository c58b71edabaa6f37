import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deckLogBatchInputSchema, deckLogEntryInputSchema, deckLogSettingsSchema } from '#domain/deck-log.ts';
import { languages } from '#domain/language.ts';
import { isCatalogueKey, translate } from '../http/messages.ts';

/** The catalogue keys written in the deck log's schemas and in the server's deck log code. */
function keysInSource(): Set<string> {
  const files = ['../../domain/deck-log.ts', './service.ts', './routes.ts'];
  const keys = new Set<string>();
  for (const file of files) {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    for (const [, key] of source.matchAll(/'((?:deck_log|validation|errors)\.[a-z_.]+)'/g))
      keys.add(key as string);
  }
  return keys;
}

/** The messages the schemas give for a range of bad input. */
function producedMessages(): Set<string> {
  const found = new Set<string>();
  const add = (issues: readonly { message: string }[] | undefined) => {
    for (const issue of issues ?? []) found.add(issue.message);
  };
  for (const body of [
    {},
    { id: 'x', logged_at: 5, kind: 'x', extra: 1 },
    { id: 'x', logged_at: '2026-02-30T10:00Z', kind: 'note', corrects: 'y', visibility: 'murky' },
    {
      id: crypto.randomUUID(),
      logged_at: '2026-07-01T10:00Z',
      kind: 'note',
      position: { lat: 91, lon: -181 },
      course_deg: 1.5,
      wind_bft: 13,
      sea_state: -1,
      sails: 'x'.repeat(201),
      text: 'x'.repeat(2001),
    },
  ]) {
    add(deckLogEntryInputSchema.safeParse(body).error?.issues);
  }
  add(deckLogBatchInputSchema.safeParse({ entries: [] }).error?.issues);
  add(deckLogBatchInputSchema.safeParse({ entries: Array(501).fill({}) }).error?.issues);
  add(deckLogSettingsSchema.safeParse({ crew_may_write: 'yes' }).error?.issues);
  return found;
}

describe('deck log messages', () => {
  it('finds the keys it checks', () => {
    expect(keysInSource()).toContain('deck_log.errors.id_invalid');
    expect(keysInSource()).toContain('deck_log.errors.not_editable');
    expect(producedMessages()).toContain('deck_log.errors.kind_invalid');
  });

  it('has a text for every key the schemas and the server use, in both languages', () => {
    const keys = new Set([...keysInSource(), ...producedMessages()]);
    const untranslated = [...keys].filter((key) => !isCatalogueKey(key));
    expect(untranslated).toEqual([]);
    for (const language of languages) {
      for (const key of keys) {
        const text = translate(language, key, { limit: 5000, from: 'A', to: 'B', maximum: 1, minimum: 1 });
        expect(text, `${language}: ${key}`).not.toBe(key);
        expect(text, `${language}: ${key}`).not.toMatch(/\{\{/);
      }
    }
  });
});
