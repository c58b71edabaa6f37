import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { CaptainExport, StudentExport } from '#domain/account-export.ts';
import { todayIso } from '#domain/trip-days.ts';
import type { TokenKind } from '../db/schema.ts';
import { type AccountKind, captainKind, otherKind, studentKind } from '../testing/account-kinds.ts';
import { generousRateLimits, unauthorized, wrongKind } from '../testing/accounts.ts';
import { createTestApp } from '../testing/test-app.ts';
import { useSeededApp } from './seeded-app.ts';
import { type Account, getExport, secretKeysIn, storedSecrets, type World } from './test-support.ts';

type AnyExport = CaptainExport | StudentExport;

const exportUrl: Record<TokenKind, string> = {
  captain: '/api/auth/export',
  student: '/api/student/export',
};

interface ExportKind {
  kind: TokenKind;
  account: AccountKind;
  url: string;
  /** The seeded account whose file the tests download. */
  owner(world: World): Account;
}

const exportKinds: ExportKind[] = [
  { kind: 'captain', account: captainKind, url: exportUrl.captain, owner: (world) => world.captainA },
  { kind: 'student', account: studentKind, url: exportUrl.student, owner: (world) => world.studentOne },
];

/** What the captain's and the student's export files have in common: how they are served and what they never hold. */
describe('the account export file of either kind of account', () => {
  const seeded = useSeededApp();

  describe.each(exportKinds.map((kind) => [kind.url, kind.kind, kind] as const))(
    'GET %s: a %s downloads their data',
    (_url, _kind, { account, url, owner }) => {
      const other = otherKind(account);

      it('is one JSON file to save: attachment named with the date, never cached', async () => {
        const { t, world } = seeded;
        const response = await getExport(t, url, { token: owner(world).token });
        expect(response.statusCode, response.body).toBe(200);
        expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="logbook-export-${todayIso()}.json"`,
        );
        expect(response.headers['cache-control']).toBe('no-store');
        // Indented, so that a person can read it as well as a program.
        expect(response.body.startsWith('{\n  "format_version": 1,\n  "exported_at": "')).toBe(true);
      });

      it('comes compressed to a client that accepts it, the same file once decompressed', async () => {
        const { t, world } = seeded;
        const token = owner(world).token;
        const plain = (await getExport(t, url, { token })).json<AnyExport>();
        for (const [encoding, decompress] of [
          ['br', brotliDecompressSync],
          ['gzip', gunzipSync],
        ] as const) {
          const response = await t.app.inject({
            method: 'GET',
            url,
            headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
          });
          expect(response.statusCode).toBe(200);
          expect(response.headers['content-encoding']).toBe(encoding);
          expect(response.headers.vary).toContain('accept-encoding');
          const file = JSON.parse(decompress(response.rawPayload).toString()) as AnyExport;
          expect({ ...file, exported_at: plain.exported_at, sessions: plain.sessions }).toEqual(plain);
        }
      });

      it('holds no password, hash, token, idempotency key or order secret, by key or by value', async () => {
        const { t, world } = seeded;
        const response = await getExport(t, url, { token: owner(world).token });
        expect(secretKeysIn(response.json())).toEqual([]);
        const tokens = [world.captainA, world.captainB, world.studentOne, world.studentTwo].map(
          (seeded) => seeded.token,
        );
        const secrets = [...(await storedSecrets(t)), ...tokens, 'correct horse battery'];
        for (const secret of secrets) expect(response.body).not.toContain(secret);
        // The logo's capability URL changes at each upload; a captain's file carries the image instead.
        const key = await t.app.database.db
          .selectFrom('captain_logos')
          .select('public_key')
          .executeTakeFirstOrThrow();
        expect(response.body).not.toContain(key.public_key);
      });

      it(`answers 401 without a login and 403 to a ${other.kind}`, async () => {
        const { t, world } = seeded;
        const anonymous = await getExport(t, url);
        expect(anonymous.statusCode).toBe(401);
        expect(anonymous.json()).toEqual(unauthorized);
        const ofOtherKind = other.kind === 'captain' ? world.captainA : world.studentOne;
        const refused = await getExport(t, url, { token: ofOtherKind.token });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toEqual(wrongKind);
      });

      it('is refused with 429 and Retry-After past the per-account limit; other accounts go on', async () => {
        const limited = await createTestApp({ rateLimits: { ...generousRateLimits, exportPerAccount: 2 } });
        try {
          const { token } = await account.register(limited, { name: 'Ewa Morska', email: 'ewa@example.com' });
          for (let i = 0; i < 2; i++) expect((await getExport(limited, url, { token })).statusCode).toBe(200);
          const refused = await getExport(limited, url, { token, language: 'pl' });
          expect(refused.statusCode).toBe(429);
          expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
          expect(refused.json()).toEqual({
            success: false,
            message: expect.stringMatching(/\S/),
            request_id: expect.any(String),
          });
          const sameKind = await account.register(limited, { name: 'Iga Morska', email: 'iga@example.com' });
          expect((await getExport(limited, url, { token: sameKind.token })).statusCode).toBe(200);
          const ofOtherKind = await other.register(limited, { name: 'Ola Nowak', email: 'ola@example.com' });
          const otherUrl = exportUrl[other.kind];
          expect((await getExport(limited, otherUrl, { token: ofOtherKind.token })).statusCode).toBe(200);
        } finally {
          await limited.close();
        }
      });
    },
  );
});
