import { execFileSync } from 'node:child_process';
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
  startServer,
  stopAllServers,
  tempDir,
  titled,
} from './support.ts';

const storageFull =
  'Your changes could not be saved: the server has run out of storage space. Nothing was saved; please try again later.';

/** A small tmpfs needs root with CAP_SYS_ADMIN; try it once on a probe directory. */
function whyNot(): string | null {
  if (notInPostgresProject) return notInPostgresProject;
  if (process.platform !== 'linux') return 'tmpfs mounts are tried on Linux only';
  if (process.getuid?.() !== 0) return 'mounting a small tmpfs needs root (CAP_SYS_ADMIN)';
  const probe = tempDir('tmpfs-probe');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe], { stdio: 'pipe' });
    execFileSync('umount', [probe], { stdio: 'pipe' });
    return null;
  } catch {
    return 'mount -t tmpfs is not permitted here (no CAP_SYS_ADMIN, e.g. an unprivileged container)';
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
}
const skipReason = whyNot();

/** Writes into a file until the file system refuses, in smaller and smaller pieces: no byte left. */
function fillUp(file: string) {
  const fd = fs.openSync(file, 'a');
  try {
    for (const size of [65_536, 4096, 512, 1]) {
      const chunk = Buffer.alloc(size, 1);
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

describe.skipIf(skipReason !== null)(
  titled('the SQLite directory on a full file system (a 4 MB tmpfs)', skipReason),
  () => {
    let dataDir: string;
    let mounted = false;

    beforeAll(() => {
      buildServerBundle();
      dataDir = tempDir('full');
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=4m', 'tmpfs', dataDir]);
      mounted = true;
    });
    afterAll(async () => {
      await stopAllServers();
      if (mounted) execFileSync('umount', ['-l', dataDir]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('refuses writes with a clear 503, keeps serving reads, and leaves no half-written trip', async () => {
      const env = { DATA_DIR: dataDir };
      const server: ServerProcess = await startServer(env);
      const captain = await premiumCaptain(server, env, 'full@example.com');
      const confirmed: number[] = [];
      const create = async (n: number) => {
        const answer = await request(server.url, '/api/sailing-trips', {
          body: validTrip({ logbook_number: `FULL/${n}` }),
          token: captain.token,
        });
        if (answer.status === 201)
          confirmed.push(answer.json<{ sailing_trip: { id: number } }>().sailing_trip.id);
        return answer;
      };
      for (let n = 0; n < 3; n++) expect((await create(n)).status).toBe(201);

      const filler = path.join(dataDir, 'filler');
      fillUp(filler);

      // The WAL may still have room for a few trips; keep writing until the disk says no.
      const refused: { status: number; body: string }[] = [];
      for (let n = 3; n < 300 && refused.length === 0; n++) {
        const answer = await create(n);
        if (answer.status !== 201) refused.push({ status: answer.status, body: answer.body });
      }
      expect(refused[0]?.status, refused[0]?.body).toBe(503);
      expect(JSON.parse(refused[0]?.body ?? '{}')).toEqual({
        success: false,
        message: storageFull,
        request_id: expect.any(String),
      });
      // Another write, in Polish, fails the same way.
      const polish = await request(server.url, '/api/sailing-trips', {
        body: validTrip(),
        token: captain.token,
        language: 'pl',
      });
      expect(polish.status, polish.body).toBe(503);
      expect(polish.json<{ message: string }>().message).toMatch(/zabrakło miejsca/);

      // Reads go on.
      const list = await request(server.url, '/api/sailing-trips', { token: captain.token });
      expect(list.status, list.body).toBe(200);
      const listed = list.json<{ sailing_trips: { id: number }[] }>().sailing_trips.map((trip) => trip.id);
      expect([...listed].sort()).toEqual([...confirmed].sort());
      const one = await request(server.url, `/api/sailing-trips/${confirmed[0]}`, { token: captain.token });
      expect(one.status).toBe(200);
      expect(server.alive()).toBe(true);

      // Space comes back: writes work again without a restart.
      fs.rmSync(filler);
      expect((await create(1000)).status).toBe(201);
      await server.stop();

      const sqlite = new SQLite(path.join(dataDir, 'logbook.db'));
      try {
        expect(sqlite.pragma('integrity_check')).toEqual([{ integrity_check: 'ok' }]);
        const trips = sqlite
          .prepare(
            `select t.id,
               (select count(*) from trip_visited_ports p where p.trip_id = t.id) as ports,
               (select count(*) from trip_crew_members c where c.trip_id = t.id) as crew
             from trips t order by t.id`,
          )
          .all() as { id: number; ports: number; crew: number }[];
        // Exactly the confirmed trips, each with all its ports and crew: nothing half-written remains.
        expect(trips.map((trip) => trip.id)).toEqual([...confirmed].sort((a, b) => a - b));
        expect(trips.filter((trip) => trip.ports !== 2 || trip.crew !== 2)).toEqual([]);
      } finally {
        sqlite.close();
      }
    }, 60_000);
  },
);
