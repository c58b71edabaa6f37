import { describe, expect, it } from 'vitest';
import { MailUnavailableError } from '../mail/mailer.ts';
import { ServerClosingError, unavailableMessageKey } from './unavailable.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('unavailableMessageKey: which failures become 503', () => {
  it.each([
    'ECONNREFUSED',
    'ECONNRESET',
    '57P01',
    '57P02',
    '57P03',
    '08006',
    '53300',
    'SQLITE_BUSY',
    'SQLITE_IOERR_WRITE',
    'SQLITE_CANTOPEN',
  ])('%s: the service is unavailable', (code) => {
    expect(unavailableMessageKey(withCode(code))).toBe('errors.service_unavailable');
  });

  it('a full disk says that nothing was saved', () => {
    expect(unavailableMessageKey(withCode('SQLITE_FULL'))).toBe('errors.storage_full');
  });

  it('pg pool messages without a code', () => {
    expect(unavailableMessageKey(new Error('Connection terminated unexpectedly'))).toBe(
      'errors.service_unavailable',
    );
    expect(unavailableMessageKey(new Error('timeout exceeded when trying to connect'))).toBe(
      'errors.service_unavailable',
    );
  });

  it('a server that is closing', () => {
    expect(unavailableMessageKey(new ServerClosingError())).toBe('errors.server_closing');
  });

  it('the mail server', () => {
    expect(unavailableMessageKey(new MailUnavailableError('SMTP failed'))).toBe('errors.mail_unavailable');
  });

  it.each(['SQLITE_CONSTRAINT_UNIQUE', '23505', 'SQLITE_ERROR', '42P01'])(
    '%s stays a bug of ours (null)',
    (code) => {
      expect(unavailableMessageKey(withCode(code))).toBeNull();
    },
  );
  it('a plain error stays a bug of ours', () => {
    expect(unavailableMessageKey(new TypeError('x is undefined'))).toBeNull();
  });
});
