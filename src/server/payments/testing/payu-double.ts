import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PayuConfig } from '../../config.ts';

export type PayuDoubleMode = 'normal' | 'created' | 'slow' | 'error';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface PayuDouble {
  /** Settings that point the app at this double (with a short timeout for the slow mode). */
  config: PayuConfig;
  requests: RecordedRequest[];
  /** Order bodies as PayU received them. */
  orders(): Record<string, unknown>[];
  tokenRequests(): RecordedRequest[];
  /** normal: 302 + JSON; created: 201 + JSON; slow: answers after the client gave up; error: 500. */
  setMode(mode: PayuDoubleMode): void;
  /** Revokes every token handed out so far (the next order answers 401). */
  revokeTokens(): void;
  /** Stops listening: the next call meets a refused connection. */
  close(): Promise<void>;
}

const credentials = { posId: '300746', clientId: '300746', clientSecret: '2ee86a66e5d97e3fadc400c9f19b065d' };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8', ...headers });
  response.end(JSON.stringify(body));
}

const failure = (statusCode: string, codeLiteral: string, statusDesc: string) => ({
  status: { statusCode, codeLiteral, statusDesc, severity: 'ERROR' },
});

/**
 * A PayU REST API v2.1 stand-in on loopback: OAuth client_credentials (checks the credentials), order create
 * (302 with JSON like PayU, or 201), ORDER_NOT_UNIQUE for a repeated extOrderId, and failure modes.
 */
export async function startPayuDouble(options: { timeoutMs?: number } = {}): Promise<PayuDouble> {
  const timeoutMs = options.timeoutMs ?? 500;
  const requests: RecordedRequest[] = [];
  const tokens = new Set<string>();
  const extOrderIds = new Set<string>();
  const slowTimers = new Set<NodeJS.Timeout>();
  let mode: PayuDoubleMode = 'normal';

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const body = await readBody(request);
    const path = (request.url ?? '').split('?')[0] ?? '';
    requests.push({ method: request.method ?? '', path, headers: request.headers, body });

    if (mode === 'slow') {
      const timer = setTimeout(
        () => json(response, 500, failure('ERROR_SLOW', 'SLOW', 'too late')),
        timeoutMs * 4,
      );
      slowTimers.add(timer);
      response.on('close', () => clearTimeout(timer));
      return;
    }
    if (mode === 'error')
      return json(response, 500, failure('ERROR_INTERNAL', 'ERROR_INTERNAL', 'Internal error'));

    if (request.method === 'POST' && path === '/pl/standard/user/oauth/authorize') {
      const form = new URLSearchParams(body);
      const valid =
        request.headers['content-type']?.startsWith('application/x-www-form-urlencoded') &&
        form.get('grant_type') === 'client_credentials' &&
        form.get('client_id') === credentials.clientId &&
        form.get('client_secret') === credentials.clientSecret;
      if (!valid)
        return json(response, 401, { error: 'invalid_client', error_description: 'Bad client credentials' });
      const token = randomUUID();
      tokens.add(token);
      return json(response, 200, {
        access_token: token,
        token_type: 'bearer',
        expires_in: 43199,
        grant_type: 'client_credentials',
      });
    }

    if (request.method === 'POST' && path === '/api/v2_1/orders') {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!bearer || !tokens.has(bearer)) {
        return json(
          response,
          401,
          failure('UNAUTHORIZED', 'UNAUTHORIZED', 'Full authentication is required'),
        );
      }
      let order: { extOrderId?: unknown; merchantPosId?: unknown; totalAmount?: unknown };
      try {
        order = JSON.parse(body) as typeof order;
      } catch {
        return json(response, 400, failure('ERROR_SYNTAX', 'ERROR_SYNTAX', 'Bad syntax'));
      }
      if (order.merchantPosId !== credentials.posId || typeof order.totalAmount !== 'string') {
        return json(response, 400, failure('ERROR_VALUE_INVALID', 'ERROR_VALUE_INVALID', 'Invalid value'));
      }
      const extOrderId = typeof order.extOrderId === 'string' ? order.extOrderId : '';
      if (extOrderIds.has(extOrderId)) {
        return json(
          response,
          400,
          failure('ERROR_ORDER_NOT_UNIQUE', 'ORDER_NOT_UNIQUE', 'Order already exists'),
        );
      }
      extOrderIds.add(extOrderId);
      const orderId = `${randomBytes(10).toString('hex').toUpperCase()}GUEST000P01`;
      const redirectUri = `https://merch-prod.snd.payu.com/pay/?orderId=${orderId}&token=test`;
      const created = { status: { statusCode: 'SUCCESS' }, redirectUri, orderId, extOrderId };
      return mode === 'created'
        ? json(response, 201, created)
        : json(response, 302, created, { location: redirectUri });
    }
    return json(response, 404, failure('DATA_NOT_FOUND', 'DATA_NOT_FOUND', 'Not found'));
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => json(response, 500, failure('ERROR', 'ERROR', 'double failed')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    config: {
      ...credentials,
      secondKey: randomBytes(16).toString('hex'),
      baseUrl: `http://127.0.0.1:${port}`,
      timeoutMs,
    },
    requests,
    orders: () =>
      requests
        .filter((r) => r.path === '/api/v2_1/orders')
        .map((r) => JSON.parse(r.body) as Record<string, unknown>),
    tokenRequests: () => requests.filter((r) => r.path === '/pl/standard/user/oauth/authorize'),
    setMode(next) {
      mode = next;
    },
    revokeTokens: () => tokens.clear(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of slowTimers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
