import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { PayuConfig } from '../config.ts';
import type { PayuOperation, PayuResult } from '../metrics/metrics.ts';

/** The order body of POST /api/v2_1/orders (the fields we use). */
export interface PayuOrderRequest {
  notifyUrl: string;
  continueUrl: string;
  customerIp: string;
  description: string;
  currencyCode: string;
  /** Minor units, as a string ("4900"). */
  totalAmount: string;
  extOrderId: string;
  /** Seconds the order accepts payment (PayU's default is 86400). */
  validityTime: string;
  buyer: { email: string; firstName: string; lastName: string; language: 'pl' | 'en' };
  products: { name: string; unitPrice: string; quantity: string }[];
}

export interface PayuOrderCreated {
  orderId: string;
  redirectUri: string;
}

/** PayU could not be reached or did not answer in time: the user may simply try again. */
export class PayuUnavailableError extends Error {}

/** PayU answered, but not with a created order (bad credentials, validation, ORDER_NOT_UNIQUE, 5xx...). */
export class PayuRejectedError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
  ) {
    super(`PayU refused the request: HTTP ${httpStatus} ${code}`);
  }
}

const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.coerce.number().positive() });
const orderCreatedSchema = z.object({
  status: z.object({ statusCode: z.literal('SUCCESS') }),
  redirectUri: z.url(),
  orderId: z.string().min(1),
});
const errorSchema = z.object({
  status: z.object({ statusCode: z.string().optional(), codeLiteral: z.string().optional() }).optional(),
  error: z.string().optional(),
});

/** A token is dropped this long before PayU says it expires, so a call never races its expiry. */
const tokenMargin = 60_000;

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function errorCode(body: unknown): string {
  const parsed = errorSchema.safeParse(body);
  if (!parsed.success) return 'UNKNOWN';
  return parsed.data.status?.codeLiteral ?? parsed.data.status?.statusCode ?? parsed.data.error ?? 'UNKNOWN';
}

export interface PayuClientOptions {
  now?: () => number;
  /** Each HTTP call to PayU and how it ended (the metrics' logbook_payu_calls_total). */
  recordCall?: (operation: PayuOperation, result: PayuResult) => void;
}

/**
 * PayU REST API v2.1: an OAuth client_credentials token (cached until shortly before it expires) and order
 * create. Never logs credentials or tokens; only statuses and PayU's error codes.
 */
export function payuClient(
  config: PayuConfig,
  log: FastifyBaseLogger,
  { now = () => Date.now(), recordCall = () => {} }: PayuClientOptions = {},
) {
  let cached: { token: string; until: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function call(operation: PayuOperation, url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      recordCall(operation, 'unavailable');
      const reason = error instanceof Error ? error.name : 'unknown';
      log.warn({ reason, url }, 'PayU could not be reached');
      throw new PayuUnavailableError(`PayU could not be reached (${reason})`);
    }
  }

  async function fetchToken(): Promise<string> {
    const response = await call('token', `${config.baseUrl}/pl/standard/user/oauth/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }).toString(),
    });
    const body = await readJson(response);
    const parsed = tokenSchema.safeParse(body);
    recordCall('token', response.status === 200 && parsed.success ? 'ok' : 'refused');
    if (response.status !== 200 || !parsed.success) {
      const code = errorCode(body);
      log.error({ status: response.status, code }, 'PayU refused the OAuth token request');
      throw new PayuRejectedError(response.status, code);
    }
    cached = { token: parsed.data.access_token, until: now() + parsed.data.expires_in * 1000 - tokenMargin };
    return parsed.data.access_token;
  }

  async function token(): Promise<string> {
    if (cached && cached.until > now()) return cached.token;
    inFlight ??= fetchToken().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function postOrder(order: PayuOrderRequest, bearer: string): Promise<Response> {
    return call('order', `${config.baseUrl}/api/v2_1/orders`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        authorization: `Bearer ${bearer}`,
      },
      body: JSON.stringify({ ...order, merchantPosId: config.posId }),
    });
  }

  return {
    /** Creates the order; PayU answers 302 (or 201) with JSON that carries redirectUri and orderId. */
    async createOrder(order: PayuOrderRequest): Promise<PayuOrderCreated> {
      let response = await postOrder(order, await token());
      if (response.status === 401) {
        // The cached token was revoked or expired early: fetch a fresh one once.
        cached = null;
        recordCall('order', 'refused');
        await response.body?.cancel();
        response = await postOrder(order, await token());
      }
      const body = await readJson(response);
      const parsed = orderCreatedSchema.safeParse(body);
      const created = [302, 201, 200].includes(response.status) && parsed.success;
      recordCall('order', created ? 'ok' : 'refused');
      if (!created) {
        const code = errorCode(body);
        log.error({ status: response.status, code, extOrderId: order.extOrderId }, 'PayU refused the order');
        throw new PayuRejectedError(response.status, code);
      }
      return { orderId: parsed.data.orderId, redirectUri: parsed.data.redirectUri };
    },
  };
}
export type PayuClient = ReturnType<typeof payuClient>;
