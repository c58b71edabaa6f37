import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** How long one call to PayU may take by default (PAYU_TIMEOUT_MS). */
export const payuDefaultTimeoutMs = 10_000;

/** How long the server waits on a client by default (REQUEST_TIMEOUT_MS, CONNECTION_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS). */
export const defaultTimeouts = { requestMs: 30_000, connectionMs: 60_000, keepAliveMs: 72_000 };

/** A whole number of milliseconds in a range, with one message that names the variable and the range. */
function milliseconds(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be a whole number of milliseconds from ${min} to ${max}`;
  return z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .default(fallback),
  );
}

/** The served trip answers (full lists, summary pages, details) kept in memory when TRIP_LIST_CACHE_BYTES is not set: 32 MiB. */
export const defaultTripListCacheBytes = 32 * 1024 * 1024;
const cacheBytesMessage = 'TRIP_LIST_CACHE_BYTES must be a whole number of bytes from 0 to 4294967296';

/** The sender of the app's mails when MAIL_FROM is not set. */
export const defaultMailFrom = 'Logbook <no-reply@localhost>';

const envSchema = z.object({
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  APP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  WEB_DIR: z.string().min(1).default('./dist/web'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(1_048_576)),
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default(defaultMailFrom)),
  REDIS_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
      .optional(),
  ),
  RATE_LIMIT_FACTOR: z.preprocess(emptyToUndefined, z.coerce.number().positive().max(10_000).default(1)),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.enum(['true', 'false', '1', '0']).default('false')),
  REQUEST_TIMEOUT_MS: milliseconds('REQUEST_TIMEOUT_MS', 1000, 600_000, defaultTimeouts.requestMs),
  CONNECTION_TIMEOUT_MS: milliseconds('CONNECTION_TIMEOUT_MS', 1000, 3_600_000, defaultTimeouts.connectionMs),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds('KEEP_ALIVE_TIMEOUT_MS', 1000, 600_000, defaultTimeouts.keepAliveMs),
  PAYU_POS_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(64).optional()),
  PAYU_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(64).optional()),
  PAYU_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(256).optional()),
  PAYU_SECOND_KEY: z.preprocess(emptyToUndefined, z.string().trim().min(1).max(256).optional()),
  PAYU_BASE_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  PAYU_TIMEOUT_MS: milliseconds('PAYU_TIMEOUT_MS', 1, 600_000, payuDefaultTimeoutMs),
  MAP_TILES_URL: z.preprocess(
    emptyToUndefined,
    z
      .url({ protocol: /^https?$/, error: 'MAP_TILES_URL must be an http:// or https:// address' })
      .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)), {
        error: 'MAP_TILES_URL must contain {z}, {x} and {y} (an XYZ tile address)',
      })
      .optional(),
  ),
  MAP_TILES_ATTRIBUTION: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  WORKERS: z.preprocess(
    emptyToUndefined,
    z
      .union([
        z.literal('auto'),
        z.coerce
          .number({ error: 'WORKERS must be auto or a whole number from 1 to 64' })
          .int({ error: 'WORKERS must be auto or a whole number from 1 to 64' })
          .min(1, { error: 'WORKERS must be auto or a whole number from 1 to 64' })
          .max(64, { error: 'WORKERS must be auto or a whole number from 1 to 64' }),
      ])
      .optional(),
  ),
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.preprocess(emptyToUndefined, z.string().trim().min(1).default('127.0.0.1')),
  TRIP_LIST_CACHE_BYTES: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: cacheBytesMessage })
      .int({ error: cacheBytesMessage })
      .min(0, { error: cacheBytesMessage })
      .max(2 ** 32, { error: cacheBytesMessage })
      .default(defaultTripListCacheBytes),
  ),
});

/** PayU's production address; PayU's own sandbox is https://secure.snd.payu.com. */
export const payuProductionUrl = 'https://secure.payu.com';

/** Real PayU (REST API v2.1). When it is null, payments go to the built-in sandbox checkout page. */
export interface PayuConfig {
  posId: string;
  clientId: string;
  clientSecret: string;
  /** Signs the notifications PayU sends (OpenPayu-Signature). */
  secondKey: string;
  baseUrl: string;
  /** How long one call to PayU may take before the order fails with a clear message. */
  timeoutMs: number;
}

const payuSettings = ['PAYU_POS_ID', 'PAYU_CLIENT_ID', 'PAYU_CLIENT_SECRET', 'PAYU_SECOND_KEY'] as const;

/** All four credentials or none (PAYU_BASE_URL alone counts as a partial set too). */
function payuConfig(e: z.infer<typeof envSchema>): PayuConfig | null | string {
  const missing = payuSettings.filter((name) => e[name] === undefined);
  if (missing.length === payuSettings.length) {
    return e.PAYU_BASE_URL === undefined ? null : `PAYU_BASE_URL is set but ${missing.join(', ')} are not`;
  }
  if (missing.length > 0)
    return `PayU needs all of ${payuSettings.join(', ')}; missing ${missing.join(', ')}`;
  return {
    posId: e.PAYU_POS_ID!,
    clientId: e.PAYU_CLIENT_ID!,
    clientSecret: e.PAYU_CLIENT_SECRET!,
    secondKey: e.PAYU_SECOND_KEY!,
    baseUrl: (e.PAYU_BASE_URL ?? payuProductionUrl).replace(/\/$/, ''),
    timeoutMs: e.PAYU_TIMEOUT_MS,
  };
}

export interface RateLimits {
  windowMs: number;
  loginPerIp: number;
  loginPerEmail: number;
  forgotPerIp: number;
  forgotPerEmail: number;
  registerPerIp: number;
  /** Public trip-card PDFs per address and window: rendering a document costs far more than a page. */
  publicPdfPerIp: number;
  /** Invitation codes tried (previews and accepts together) per address, and per student account. */
  invitationCodePerIp: number;
  invitationCodePerAccount: number;
  /** "Send again" of the e-mail confirmation link, per logged-in account and per address. */
  verificationMailPerAccount: number;
  verificationMailPerIp: number;
  /**
   * "Download my data" files per account and window, and apart from them logbook exports (GET
   * /api/sailing-trips/export): a captain's whole logbook is read and written out each time.
   */
  exportPerAccount: number;
  /**
   * Verification codes looked up (GET /api/verify/{code}) per address: enough for an examiner checking a pile
   * of documents, far too few to guess a code (docs/document-verification.md).
   */
  verifyPerIp: number;
}

export const defaultRateLimits: RateLimits = {
  windowMs: 15 * 60_000,
  loginPerIp: 30,
  loginPerEmail: 10,
  forgotPerIp: 10,
  forgotPerEmail: 3,
  registerPerIp: 10,
  publicPdfPerIp: 20,
  invitationCodePerIp: 100,
  invitationCodePerAccount: 20,
  verificationMailPerAccount: 3,
  verificationMailPerIp: 10,
  exportPerAccount: 10,
  verifyPerIp: 60,
};

/** Multiplies every limit (a busy office behind one address, or browser tests that sign up many accounts). */
export function scaleRateLimits(limits: RateLimits, factor: number): RateLimits {
  const scale = (value: number) => Math.max(1, Math.round(value * factor));
  return {
    windowMs: limits.windowMs,
    loginPerIp: scale(limits.loginPerIp),
    loginPerEmail: scale(limits.loginPerEmail),
    forgotPerIp: scale(limits.forgotPerIp),
    forgotPerEmail: scale(limits.forgotPerEmail),
    registerPerIp: scale(limits.registerPerIp),
    publicPdfPerIp: scale(limits.publicPdfPerIp),
    invitationCodePerIp: scale(limits.invitationCodePerIp),
    invitationCodePerAccount: scale(limits.invitationCodePerAccount),
    verificationMailPerAccount: scale(limits.verificationMailPerAccount),
    verificationMailPerIp: scale(limits.verificationMailPerIp),
    exportPerAccount: scale(limits.exportPerAccount),
    verifyPerIp: scale(limits.verifyPerIp),
  };
}

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  webDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  bodyLimit: number;
  smtpUrl: string | undefined;
  /** Shared store for rate-limit counters when several processes serve the app. */
  redisUrl: string | undefined;
  mailFrom: string;
  /** Requests per window before 429, per client address or per e-mail (login, password reset, register). */
  rateLimits: RateLimits;
  /** Believe X-Forwarded-For/-Proto (only behind a reverse proxy, or clients could fake their address). */
  trustProxy: boolean;
  /**
   * How long a client may take: to send a whole request (headers and body, so a trickled body is cut off with
   * 408), to stay silent on an open connection, and to come back on a kept-alive connection.
   */
  timeouts: { requestMs: number; connectionMs: number; keepAliveMs: number };
  /** PayU credentials, or null for the built-in sandbox checkout. */
  payu: PayuConfig | null;
  /**
   * The operator's XYZ map tiles ({z}/{x}/{y}, optionally {s} for a subdomain) and the credit their terms ask for;
   * null without MAP_TILES_URL: trip pages then draw routes without a map and the page never loads a foreign image.
   */
  mapTiles: { url: string; attribution: string | null } | null;
  /**
   * The bytes the full trip lists held in memory may take, bodies and compressed forms together (list-cache.ts);
   * 0 keeps none.
   */
  tripListCacheBytes: number;
  /**
   * Server processes on the one port (node:cluster): WORKERS, or without it the machine's cores on PostgreSQL and
   * 1 on SQLite; `auto` is the cores.
   */
  workers: number;
  /** Prometheus metrics at GET /metrics on their own port (never the public one); null without METRICS_PORT. */
  metrics: { port: number; host: string } | null;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // Operators read these messages, so they use zod's plain English texts rather than the catalogue keys.
  const parsed = envSchema.safeParse(env, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const payu = payuConfig(e);
  if (typeof payu === 'string') throw new ConfigError(`Invalid configuration:\n  ${payu}`);
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT)
    throw new ConfigError(
      'Invalid configuration:\n  METRICS_PORT must differ from PORT (metrics are never public)',
    );
  const shownHost = e.HOST === '0.0.0.0' || e.HOST === '127.0.0.1' ? 'localhost' : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://${shownHost}:${e.PORT}`).replace(/\/$/, ''),
    webDir: path.resolve(e.WEB_DIR),
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    mailFrom: e.MAIL_FROM,
    rateLimits: scaleRateLimits(defaultRateLimits, e.RATE_LIMIT_FACTOR),
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      connectionMs: e.CONNECTION_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    payu,
    mapTiles: e.MAP_TILES_URL ? { url: e.MAP_TILES_URL, attribution: e.MAP_TILES_ATTRIBUTION ?? null } : null,
    tripListCacheBytes: e.TRIP_LIST_CACHE_BYTES,
    workers: workersFor(e.WORKERS, e.DATABASE_URL),
    metrics: e.METRICS_PORT === undefined ? null : { port: e.METRICS_PORT, host: e.METRICS_HOST },
  };
}

function workersFor(setting: number | 'auto' | undefined, databaseUrl: string | undefined): number {
  if (typeof setting === 'number') return setting;
  if (setting === 'auto' || databaseUrl) return os.availableParallelism();
  return 1;
}
