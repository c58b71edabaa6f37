/**
 * How long the trip schemas take to check e-mail fields: 20,000 crew e-mails (a 350-trip logbook's crew
 * several times over), the median of 5 rounds. `npx tsx bench/email-check.ts`
 */
import { crewRules } from '../src/domain/trip-rules.ts';

const emails = Array.from({ length: 20_000 }, (_, i) => `crew.member${i}@example${i % 50}.pl`);
const rounds: number[] = [];
for (let round = 0; round < 5; round++) {
  const started = performance.now();
  for (const email of emails) if (!crewRules.email.safeParse(email).success) throw new Error(email);
  rounds.push(performance.now() - started);
}
rounds.sort((a, b) => a - b);
console.log(`20,000 e-mails: ${rounds[2]!.toFixed(0)} ms (median of 5)`);
