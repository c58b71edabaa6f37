import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  defaultRateLimits,
  defaultTimeouts,
  loadConfig,
  payuDefaultTimeoutMs,
} from './config.ts';

function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be rejected`);
}

describe('loadConfig', () => {
  it('has working defaults when nothing is set', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      appUrl: 'http://localhost:3000',
      webDir: path.resolve('dist', 'web'),
      logLevel: 'info',
      bodyLimit: 1_048_576,
      trustProxy: false,
      timeouts: { requestMs: 30_000, connectionMs: 60_000, keepAliveMs: 72_000 },
      smtpUrl: undefined,
      redisUrl: undefined,
      mailFrom: 'Logbook <no-reply@localhost>',
      rateLimits: defaultRateLimits,
      payu: null,
      mapTiles: null,
      tripListCacheBytes: 32 * 1024 * 1024,
      workers: 1,
      metrics: null,
    });
  });

  it('keeps TRIP_LIST_CACHE_BYTES of full trip lists, and refuses what is not a whole number of bytes', () => {
    expect(loadConfig({ TRIP_LIST_CACHE_BYTES: '0' }).tripListCacheBytes).toBe(0);
    expect(loadConfig({ TRIP_LIST_CACHE_BYTES: '1048576' }).tripListCacheBytes).toBe(1_048_576);
    expect(loadConfig({ TRIP_LIST_CACHE_BYTES: '' }).tripListCacheBytes).toBe(32 * 1024 * 1024);
    for (const value of ['-1', '1.5', '32MB', String(2 ** 32 + 1)])
      expect(configError({ TRIP_LIST_CACHE_BYTES: value }).message, value).toContain(
        'TRIP_LIST_CACHE_BYTES must be a whole number of bytes from 0 to 4294967296',
      );
  });

  it('starts WORKERS processes: one on SQLite and the cores on PostgreSQL unless set, the cores for auto', () => {
    const cores = os.availableParallelism();
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/logbook' }).workers).toBe(cores);
    expect(loadConfig({ WORKERS: 'auto' }).workers).toBe(cores);
    expect(loadConfig({ WORKERS: '3', DATABASE_URL: 'postgres://db.example/logbook' }).workers).toBe(3);
    expect(loadConfig({ WORKERS: '' }).workers).toBe(1);
    for (const value of ['0', '65', '1.5', 'many'])
      expect(configError({ WORKERS: value }).message, value).toContain('WORKERS');
  });

  it('serves metrics only on a port of their own', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({
      port: 9464,
      host: '0.0.0.0',
    });
    expect(configError({ METRICS_PORT: '3000' }).message).toContain('METRICS_PORT must differ from PORT');
  });

  describe('MAP_TILES_URL', () => {
    it('takes an XYZ tile address and its credit', () => {
      expect(
        loadConfig({
          MAP_TILES_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          MAP_TILES_ATTRIBUTION: ' © OpenStreetMap contributors ',
        }).mapTiles,
      ).toEqual({
        url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      });
      expect(loadConfig({ MAP_TILES_URL: '' }).mapTiles).toBeNull();
    });

    it('refuses an address without {z}, {x} and {y} or not over http(s)', () => {
      expect(configError({ MAP_TILES_URL: 'https://tiles.example.org/{z}/{x}.png' }).message).toContain(
        'MAP_TILES_URL must contain {z}, {x} and {y}',
      );
      expect(configError({ MAP_TILES_URL: 'ftp://tiles.example.org/{z}/{x}/{y}.png' }).message).toContain(
        'MAP_TILES_URL',
      );
    });
  });

  describe('PAYU_*', () => {
    const payu = {
      PAYU_POS_ID: '300746',
      PAYU_CLIENT_ID: '300746',
      PAYU_CLIENT_SECRET: 'client-secret',
      PAYU_SECOND_KEY: 'second-key',
    };

    it('uses the built-in sandbox when none is set (or all are empty)', () => {
      expect(loadConfig({}).payu).toBeNull();
      expect(
        loadConfig({ PAYU_POS_ID: '', PAYU_CLIENT_ID: ' ', PAYU_CLIENT_SECRET: '', PAYU_SECOND_KEY: '' })
          .payu,
      ).toBeNull();
    });

    it('talks to PayU production unless PAYU_BASE_URL says otherwise', () => {
      expect(loadConfig(payu).payu).toEqual({
        posId: '300746',
        clientId: '300746',
        clientSecret: 'client-secret',
        secondKey: 'second-key',
        baseUrl: 'https://secure.payu.com',
        timeoutMs: 10_000,
      });
      expect(loadConfig({ ...payu, PAYU_BASE_URL: 'https://secure.snd.payu.com/' }).payu?.baseUrl).toBe(
        'https://secure.snd.payu.com',
      );
    });

    it('rejects a partial set and names what is missing', () => {
      expect(configError({ PAYU_POS_ID: '300746' }).message).toMatch(/PAYU_CLIENT_SECRET/);
      const { PAYU_SECOND_KEY: _unused, ...withoutKey } = payu;
      expect(configError(withoutKey).message).toMatch(/missing PAYU_SECOND_KEY/);
      expect(configError({ PAYU_BASE_URL: 'https://secure.snd.payu.com' }).message).toMatch(/PAYU_BASE_URL/);
    });

    it('waits PAYU_TIMEOUT_MS for each call to PayU, 10 s unless set', () => {
      expect(loadConfig(payu).payu?.timeoutMs).toBe(payuDefaultTimeoutMs);
      expect(payuDefaultTimeoutMs).toBe(10_000);
      expect(loadConfig({ ...payu, PAYU_TIMEOUT_MS: '' }).payu?.timeoutMs).toBe(10_000);
      expect(loadConfig({ ...payu, PAYU_TIMEOUT_MS: '2500' }).payu?.timeoutMs).toBe(2500);
      expect(loadConfig({ ...payu, PAYU_TIMEOUT_MS: '600000' }).payu?.timeoutMs).toBe(600_000);
    });

    it('refuses a PAYU_TIMEOUT_MS that is not a positive whole number of milliseconds', () => {
      for (const value of ['0', '-5', '1.5', 'ten', '10s', '600001']) {
        expect(configError({ ...payu, PAYU_TIMEOUT_MS: value }).message, value).toBe(
          'Invalid configuration:\n  PAYU_TIMEOUT_MS: PAYU_TIMEOUT_MS must be a whole number of milliseconds from 1 to 600000',
        );
      }
      // Checked even while the built-in sandbox is used, so a typo shows before PayU is switched on.
      expect(configError({ PAYU_TIMEOUT_MS: 'ten' }).message).toMatch(/PAYU_TIMEOUT_MS/);
    });

    it('needs an http(s) PAYU_BASE_URL', () => {
      expect(configError({ ...payu, PAYU_BASE_URL: 'secure.payu.com' }).message).toMatch(/PAYU_BASE_URL/);
      expect(configError({ ...payu, PAYU_BASE_URL: 'ftp://secure.payu.com' }).message).toMatch(
        /PAYU_BASE_URL/,
      );
    });
  });

  it('resolves DATA_DIR and WEB_DIR to absolute paths', () => {
    const config = loadConfig({ DATA_DIR: 'var/logbook', WEB_DIR: '/srv/web' });
    expect(config.dataDir).toBe(path.join(process.cwd(), 'var', 'logbook'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.webDir).toBe('/srv/web');
  });

  it('ignores unrelated environment variables', () => {
    const config = loadConfig({ PATH: '/usr/bin', HOME: '/root', NODE_ENV: 'production', PORT: '8080' });
    expect(config.port).toBe(8080);
  });

  describe('APP_URL', () => {
    it('is derived from the port, with localhost for loopback and all-interfaces hosts', () => {
      expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
      expect(loadConfig({ HOST: '0.0.0.0', PORT: '4000' }).appUrl).toBe('http://localhost:4000');
      expect(loadConfig({ HOST: 'logbook.internal' }).appUrl).toBe('http://logbook.internal:3000');
    });

    it('is taken as given, without a trailing slash', () => {
      expect(loadConfig({ APP_URL: 'https://logbook.example.com/' }).appUrl).toBe(
        'https://logbook.example.com',
      );
      expect(loadConfig({ APP_URL: 'https://example.com/logbook' }).appUrl).toBe(
        'https://example.com/logbook',
      );
    });

    it('is derived when set but empty', () => {
      expect(loadConfig({ APP_URL: '' }).appUrl).toBe('http://localhost:3000');
    });

    it('must be a URL', () => {
      expect(configError({ APP_URL: 'logbook dot com' }).message).toMatch(/APP_URL/);
    });
  });

  describe('PORT', () => {
    it('accepts any port number', () => {
      expect(loadConfig({ PORT: '0' }).port).toBe(0);
      expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    });

    it('falls back to 3000 when set but empty', () => {
      expect(loadConfig({ PORT: '' }).port).toBe(3000);
      expect(loadConfig({ PORT: ' ' }).port).toBe(3000);
    });

    it('rejects what is not a port number, with a message naming PORT', () => {
      for (const port of ['abc', '-1', '65536', '3000.5', '30a0']) {
        const error = configError({ PORT: port });
        expect(error.message, port).toMatch(/^Invalid configuration:\n {2}PORT: \S/);
      }
    });
  });

  describe('DATABASE_URL', () => {
    it('selects PostgreSQL for postgres:// and postgresql:// URLs', () => {
      expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/logbook' }).databaseUrl).toBe(
        'postgres://u@db:5432/logbook',
      );
      expect(loadConfig({ DATABASE_URL: 'postgresql://u@db/logbook' }).databaseUrl).toBe(
        'postgresql://u@db/logbook',
      );
    });

    it('is treated as unset when empty, so SQLite is used', () => {
      expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
      expect(loadConfig({ DATABASE_URL: '  ' }).databaseUrl).toBeUndefined();
    });

    it('rejects other schemes with a readable message that does not repeat the password', () => {
      for (const url of ['mysql://app:hunter2@db/logbook', 'sqlite:./data/logbook.db', 'localhost:5432']) {
        const error = configError({ DATABASE_URL: url });
        expect(error.message, url).toBe(
          'Invalid configuration:\n  DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
        );
        expect(error.message).not.toContain('hunter2');
      }
    });
  });

  it('rejects a bad log level and body limit', () => {
    expect(configError({ LOG_LEVEL: 'verbose' }).message).toMatch(/LOG_LEVEL/);
    expect(configError({ BODY_LIMIT: '0' }).message).toMatch(/BODY_LIMIT/);
    expect(configError({ BODY_LIMIT: 'lots' }).message).toMatch(/BODY_LIMIT/);
    expect(loadConfig({ BODY_LIMIT: '2048' }).bodyLimit).toBe(2048);
  });

  it('lists every bad variable at once, one per line', () => {
    const lines = configError({ PORT: 'x', DATABASE_URL: 'mysql://db', LOG_LEVEL: 'loud' }).message.split(
      '\n',
    );
    expect(lines[0]).toBe('Invalid configuration:');
    expect(lines.slice(1).map((line) => line.trim().split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'LOG_LEVEL',
    ]);
  });

  it('trusts proxy headers only when TRUST_PROXY says so', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(configError({ TRUST_PROXY: 'yes please' }).message).toContain('TRUST_PROXY');
  });

  describe('REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS', () => {
    it('default to 30 s for a whole request, 60 s of silence and 72 s between kept-alive requests', () => {
      expect(loadConfig({}).timeouts).toEqual(defaultTimeouts);
      expect(defaultTimeouts).toEqual({ requestMs: 30_000, connectionMs: 60_000, keepAliveMs: 72_000 });
      expect(
        loadConfig({ REQUEST_TIMEOUT_MS: '', CONNECTION_TIMEOUT_MS: ' ', KEEP_ALIVE_TIMEOUT_MS: '' })
          .timeouts,
      ).toEqual(defaultTimeouts);
    });

    it('take whole milliseconds within their ranges', () => {
      expect(
        loadConfig({
          REQUEST_TIMEOUT_MS: '1000',
          CONNECTION_TIMEOUT_MS: '3600000',
          KEEP_ALIVE_TIMEOUT_MS: '5000',
        }).timeouts,
      ).toEqual({ requestMs: 1000, connectionMs: 3_600_000, keepAliveMs: 5000 });
      expect(loadConfig({ REQUEST_TIMEOUT_MS: '600000' }).timeouts.requestMs).toBe(600_000);
    });

    it('refuse anything else with a message naming the variable and its range', () => {
      const ranges = {
        REQUEST_TIMEOUT_MS: ['1000', '600000'],
        CONNECTION_TIMEOUT_MS: ['1000', '3600000'],
        KEEP_ALIVE_TIMEOUT_MS: ['1000', '600000'],
      };
      for (const [name, [min, max]] of Object.entries(ranges)) {
        for (const value of ['0', '-1', '999', '1.5', 'soon', '30s', String(Number(max) + 1)]) {
          expect(configError({ [name]: value }).message, `${name}=${value}`).toBe(
            `Invalid configuration:\n  ${name}: ${name} must be a whole number of milliseconds from ${min} to ${max}`,
          );
        }
      }
    });
  });

  it('scales every rate limit with RATE_LIMIT_FACTOR and refuses a bad factor', () => {
    const scaled = loadConfig({ RATE_LIMIT_FACTOR: '10' }).rateLimits;
    expect(scaled.registerPerIp).toBe(defaultRateLimits.registerPerIp * 10);
    expect(scaled.forgotPerEmail).toBe(defaultRateLimits.forgotPerEmail * 10);
    expect(scaled.windowMs).toBe(defaultRateLimits.windowMs);
    expect(configError({ RATE_LIMIT_FACTOR: '0' }).message).toContain('RATE_LIMIT_FACTOR');
  });
});
