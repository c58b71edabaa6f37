import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsReferringTo } from '../account-deletion/test-support.ts';
import { entry, postEntry, setCrewMayWrite } from '../deck-log/test-support.ts';
import { createPlannedTrip, join } from '../planned-trips/test-support.ts';
import { linkCrew } from '../student-logbook/test-support.ts';
import { premiumLedger } from '../subscriptions/premium.ts';
import { subscriptionsRepository } from '../subscriptions/repository.ts';
import {
  generousRateLimits,
  get,
  post,
  registerCaptain,
  registerStudent,
  strongPassword,
} from '../testing/accounts.ts';
import { type SmtpCapture, startSmtpCapture } from '../testing/mail-capture.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTrip } from '../trips/test-support.ts';
import { runAdmin } from './run-admin.ts';

interface Run {
  code: number;
  out: string;
  err: string;
}

describe('admin accounts:delete', () => {
  let t: TestApp;
  let smtp: SmtpCapture;

  async function admin(...argv: string[]): Promise<Run> {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runAdmin(
      argv,
      {
        databaseUrl: t.config.databaseUrl,
        dataDir: t.config.dataDir,
        smtpUrl: smtp.url,
        mailFrom: t.config.mailFrom,
      },
      { log: (line) => out.push(line) },
      { log: (line) => err.push(line) },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  /** A captain with a trip and a planned trip a student joined, and a student account of the same address. */
  async function bothKinds(email: string) {
    const captain = await registerCaptain(t, { email, name: 'Piotr Podwójny' });
    await premiumLedger(subscriptionsRepository(t.app.database.db)).grant(captain.user.id, 30, 'grant');
    const trip = await createTrip(t, captain.token);
    const planned = await createPlannedTrip(t, captain.token);
    const student = await registerStudent(t, { email, first_name: 'Piotr', last_name: 'Podwójny' });
    const other = await registerStudent(t, { email: `joins.${email}` });
    await t.app.database.db
      .insertInto('captain_students')
      .values({
        user_id: captain.user.id,
        student_id: other.student.id,
        invitation_id: null,
        connected_at: '',
      })
      .execute();
    await join(t, other.token, planned.id);
    return { captain, student, other, trip };
  }

  const mailsTo = (email: string) => smtp.messages.filter((message) => message.envelopeTo.includes(email));

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ rateLimits: generousRateLimits });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('needs --email, a known kind and language, and an address that has an account', async () => {
    expect(await admin('accounts:delete')).toEqual({
      code: 2,
      out: '',
      err: expect.stringMatching(
        /^Missing required option --email\.\nUsage: npm run admin -- accounts:delete --email E/,
      ),
    });
    expect((await admin('accounts:delete', '--email', 'a@example.com', '--kind', 'sailor')).err).toMatch(
      /^--kind must be captain or student\./,
    );
    expect((await admin('accounts:delete', '--email', 'a@example.com', '--language', 'de')).err).toMatch(
      /^--language must be en or pl\./,
    );
    const nobody = await admin('accounts:delete', '--email', 'nobody@example.com');
    expect(nobody).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^No account with the e-mail nobody@example\.com\./),
    });
    const help = await admin('help');
    expect(help.out).toContain(
      'accounts:delete --email E [--kind captain|student] [--language en|pl] [--dry-run]',
    );
  });

  it('--dry-run lists what would go for every account of the address, and deletes nothing', async () => {
    const { captain, student, trip } = await bothKinds('dry.run@example.com');
    // The student is the trip's crew and writes in its deck log beside the captain.
    await linkCrew(t, trip.id, 0, student.student.id);
    await setCrewMayWrite(t, trip.id, captain.token, true);
    for (const token of [captain.token, student.token, captain.token]) {
      expect((await postEntry(t, trip.id, { token }, entry())).statusCode).toBe(201);
    }
    const run = await admin('accounts:delete', '--email', 'DRY.RUN@example.com', '--dry-run');
    expect(run.code, run.err).toBe(0);
    expect(run.out.split('\n')).toEqual([
      `Would delete the captain account #${captain.user.id} dry.run@example.com:`,
      '  trips: 1',
      '  deleted trips: 0',
      '  deck log entries of those trips: 3',
      '  yachts: 0',
      '  planned trips: 1',
      "  students' enrolments in them: 1",
      '  invitations: 0',
      '  connected students: 1',
      '  CV links: 0',
      '  verification codes of printed documents: 0',
      '  logo: 0',
      '  sessions: 1',
      `Would delete the student account #${student.student.id} dry.run@example.com:`,
      '  connections to captains: 0',
      '  enrolments: 0',
      "  links to captains' trips (the crew rows stay): 1",
      "  links to the deck log entries they wrote (the captains' entries stay): 1",
      '  sessions: 1',
      'Nothing was deleted (--dry-run).',
    ]);
    expect((await get(t, '/api/auth/user', { token: captain.token })).statusCode).toBe(200);
    expect((await get(t, '/api/student/profile', { token: student.token })).statusCode).toBe(200);
    expect(mailsTo('dry.run@example.com')).toEqual([]);
  });

  it('--kind student deletes only the student account, and mails it in the language asked', async () => {
    const { captain, student } = await bothKinds('one.kind@example.com');
    const run = await admin(
      'accounts:delete',
      '--email',
      'one.kind@example.com',
      '--kind',
      'student',
      '--language',
      'pl',
    );
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain(`Deleted the student account #${student.student.id} one.kind@example.com:`);
    expect(run.out).toContain('A confirmation was mailed to one.kind@example.com (pl).');
    expect(run.out).not.toContain('captain account');
    expect(await rowsReferringTo(t, 'student', student.student.id)).toEqual([]);
    expect((await get(t, '/api/student/profile', { token: student.token })).statusCode).toBe(401);
    expect((await get(t, '/api/auth/user', { token: captain.token })).statusCode).toBe(200);
    expect(mailsTo('one.kind@example.com').map((m) => m.mail.subject)).toEqual([
      'Twoje konto w Logbook zostało usunięte',
    ]);
  });

  it('without --kind deletes every account of the address, as their owners would, and mails each', async () => {
    const email = 'both.kinds@example.com';
    const { captain, student, other } = await bothKinds(email);
    const run = await admin('accounts:delete', '--email', email);
    expect(run.code, run.err).toBe(0);
    expect(run.out).toContain(`Deleted the captain account #${captain.user.id} ${email}:`);
    expect(run.out).toContain(`Deleted the student account #${student.student.id} ${email}:`);
    expect(await rowsReferringTo(t, 'captain', captain.user.id)).toEqual([]);
    expect(await rowsReferringTo(t, 'student', student.student.id)).toEqual([]);
    // The same answers as after the owner's own deletion.
    expect((await get(t, '/api/auth/user', { token: captain.token })).statusCode).toBe(401);
    const login = await post(t, '/api/auth/login', { email, password: strongPassword });
    expect(login.json()).toEqual({
      success: false,
      message: 'Wrong e-mail or password.',
      request_id: expect.any(String),
    });
    expect((await post(t, '/api/student/login', { email, password: strongPassword })).statusCode).toBe(401);
    // The student who joined the captain's planned trip keeps their account, without the enrolment.
    const enrolments = await get(t, '/api/student/enrolments', { token: other.token });
    expect(enrolments.statusCode).toBe(200);
    expect(enrolments.json().enrolments).toEqual([]);
    expect(mailsTo(email).map((m) => m.mail.subject)).toEqual([
      'Your Logbook account has been deleted',
      'Your Logbook account has been deleted',
    ]);
    // Both kinds can be made again with the address.
    expect((await post(t, '/api/auth/register', { ...registration(email) })).statusCode).toBe(201);
  });
});

function registration(email: string) {
  return {
    name: 'Piotr Nowy',
    email,
    phone_register: '+48 600 000 222',
    password: strongPassword,
    password_confirmation: strongPassword,
  };
}
