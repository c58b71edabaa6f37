import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validTrip } from '../trips/test-support.ts';
import {
  buildServerBundle,
  notInPostgresProject,
  premiumCaptain,
  request,
  type ServerProcess,
  sleep,
  startServer,
  stopAllServers,
  tempDir,
  titled,
} from './support.ts';

const rounds = 10;
const writers = 3;

/** Opens the file the killed server left behind (this also recovers its WAL) and checks it. */
function checkFile(file: string, acknowledged: number[]) {
  const sqlite = new SQLite(file);
  try {
    const integrity = sqlite.pragma('integrity_check') as { integrity_check: string }[];
    const foreignKeys = sqlite.pragma('foreign_key_check') as unknown[];
    const count = (sql: string, id: number) => (sqlite.prepare(sql).get(id) as { n: number }).n;
    const incomplete = acknowledged.filter(
      (id) =>
        count('select count(*) as n from trips where id = ?', id) !== 1 ||
        count('select count(*) as n from trip_visited_ports where trip_id = ?', id) !== 2 ||
        count('select count(*) as n from trip_crew_members where trip_id = ?', id) !== 2,
    );
    // Trips with a missing part: a write torn by the kill would show here even when it was never answered.
    const torn = sqlite
      .prepare(
        `select t.id from trips t
         where (select count(*) from trip_visited_ports p where p.trip_id = t.id) <> 2
            or (select count(*) from trip_crew_members c where c.trip_id = t.id) <> 2`,
      )
      .all();
    return { integrity, foreignKeys, incomplete, torn };
  } finally {
    sqlite.close();
  }
}

describe.skipIf(notInPostgresProject !== null)(
  titled('kill -9 of the server during a stream of trip writes (SQLite)', notInPostgresProject),
  () => {
    let dataDir: string;
    const env = () => ({ DATA_DIR: dataDir });

    beforeAll(() => {
      buildServerBundle();
      dataDir = tempDir('kill');
    });
    afterAll(async () => {
      await stopAllServers();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it(`keeps the file intact and every answered trip, ${rounds} times in a row`, async () => {
      const answeredByRound: { token: string; ids: number[] }[] = [];
      let server: ServerProcess = await startServer(env());

      for (let round = 1; round <= rounds; round++) {
        // A captain per round keeps each one far below the 350-trip limit.
        const captain = await premiumCaptain(server, env(), `kill${round}@example.com`);
        const answered: number[] = [];
        const failures: string[] = [];
        let stopped = false;

        const writer = async (w: number) => {
          for (let n = 0; !stopped; n++) {
            try {
              const answer = await request(server.url, '/api/sailing-trips', {
                body: validTrip({ logbook_number: `R${round}/W${w}/${n}` }),
                token: captain.token,
              });
              if (answer.status === 201)
                answered.push(answer.json<{ sailing_trip: { id: number } }>().sailing_trip.id);
              else failures.push(`${answer.status} ${answer.body}`);
            } catch {
              // The connection died with the process: this trip was never confirmed, so it may or may not exist.
              return;
            }
          }
        };
        const streams = Array.from({ length: writers }, (_, w) => writer(w));

        // Kill at a random moment once some writes were confirmed, while the writers keep going.
        while (answered.length < 3 && failures.length === 0) await sleep(5);
        await sleep(Math.floor(Math.random() * 400));
        server.child.kill('SIGKILL');
        const exit = await server.exited;
        stopped = true;
        await Promise.all(streams);

        expect(failures, `round ${round}: only 201 before the kill`).toEqual([]);
        expect(exit.signal).toBe('SIGKILL');
        const checked = checkFile(path.join(dataDir, 'logbook.db'), answered);
        expect(checked.integrity, `round ${round}`).toEqual([{ integrity_check: 'ok' }]);
        expect(checked.foreignKeys, `round ${round}`).toEqual([]);
        expect(checked.incomplete, `round ${round}: confirmed trips missing after the kill`).toEqual([]);
        expect(checked.torn, `round ${round}: trips without all their ports and crew`).toEqual([]);
        answeredByRound.push({ token: captain.token, ids: answered });

        // The restarted server serves every confirmed trip, complete.
        server = await startServer(env());
        for (const id of answered) {
          const answer = await request(server.url, `/api/sailing-trips/${id}`, { token: captain.token });
          expect(answer.status, `round ${round}, trip ${id}`).toBe(200);
          const trip = answer.json<{ sailing_trip: { visited_ports: unknown[]; crew_members: unknown[] } }>()
            .sailing_trip;
          expect([trip.visited_ports.length, trip.crew_members.length]).toEqual([2, 2]);
        }
      }

      // Earlier rounds' trips survived the later kills too.
      for (const { token, ids } of answeredByRound) {
        const list = await request(server.url, '/api/sailing-trips', { token });
        expect(list.status).toBe(200);
        const listed = new Set(
          list.json<{ sailing_trips: { id: number }[] }>().sailing_trips.map((trip) => trip.id),
        );
        expect(ids.filter((id) => !listed.has(id))).toEqual([]);
      }
      await server.stop();
    }, 120_000);
  },
);
