import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { accountGoneUnder } from './account-gone.ts';
import { isCatalogueKey, requestTranslator } from './messages.ts';
import { requestIdHeader } from './request-id.ts';
import { ServerClosingError, unavailableMessageKey } from './unavailable.ts';

export type FieldErrors = Record<string, string[]>;

/** Thrown by services for a rule a user broke; becomes 422 with the same shape as schema validation. */
export class UnprocessableError extends Error {
  constructor(
    readonly messageKey: string,
    readonly fieldErrors: Record<string, string> = {},
    readonly params: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

/** An error with an HTTP status whose message is a catalogue key (401, 403, 404, 409 ...). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
  }
}

/**
 * 404 for what does not exist or is not the caller's: another owner's object answers exactly as an unknown
 * id does, so ids cannot be probed. The message is errors.not_found unless a more telling key is given.
 */
export class NotFoundError extends HttpError {
  constructor(messageKey = 'errors.not_found') {
    super(404, messageKey);
  }
}

interface ValidationItem {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldName(item: ValidationItem, context: string | undefined): string {
  const path = item.instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  return path || context || 'body';
}

function validationErrors(items: ValidationItem[], context: string | undefined, t: Translator): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const item of items) {
    const key = item.message && isCatalogueKey(item.message) ? item.message : 'validation.invalid';
    if (item.keyword === 'unrecognized_keys' && Array.isArray(item.params.keys)) {
      const base = fieldName(item, undefined);
      for (const unknownKey of item.params.keys) {
        add(base === 'body' ? String(unknownKey) : `${base}.${unknownKey}`, t(key, item.params));
      }
      continue;
    }
    add(fieldName(item, context), t(key, item.params));
  }
  return errors;
}

type Translator = ReturnType<typeof requestTranslator>;

/**
 * A schema's issues checked outside a request (an imported row) as the same per-field messages a request's 422
 * gives, read the way fastify-type-provider-zod hands them to the error handler.
 */
export function issueFieldErrors(
  issues: readonly { code: string; path: PropertyKey[]; message: string }[],
  t: Translator,
): FieldErrors {
  const items = issues.map(({ code, path, message, ...params }) => ({
    keyword: code,
    instancePath: `/${path.map(String).join('/')}`,
    message,
    params: params as Record<string, unknown>,
  }));
  return validationErrors(items, undefined, t);
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large...) mapped to catalogue keys. */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.malformed_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.malformed_json',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.body_too_large',
  FST_ERR_CTP_EMPTY_TYPE: 'errors.unsupported_media_type',
};

function statusMessageKey(status: number): string {
  switch (status) {
    case 401:
      return 'errors.unauthorized';
    case 403:
      return 'errors.forbidden';
    case 404:
      return 'errors.not_found';
    case 413:
      return 'errors.body_too_large';
    case 415:
      return 'errors.unsupported_media_type';
    case 429:
      return 'errors.too_many_requests';
    default:
      return 'errors.bad_request';
  }
}

/**
 * The body of every error answer: the request's id beside the message, so a user quoting it leads to the log
 * lines of the request (the same id is in the X-Request-Id header).
 */
export function errorBody(request: FastifyRequest, message: string, more: Record<string, unknown> = {}) {
  return { success: false as const, message, ...more, request_id: request.id };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const t = requestTranslator(request);

    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send(
        errorBody(request, t('errors.validation'), {
          errors: validationErrors(error.validation as ValidationItem[], error.validationContext, t),
        }),
      );
    }
    if (error instanceof UnprocessableError) {
      const errors: FieldErrors = {};
      for (const [field, key] of Object.entries(error.fieldErrors)) errors[field] = [t(key, error.params)];
      return reply.status(422).send(errorBody(request, t(error.messageKey, error.params), { errors }));
    }
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(request, t(error.messageKey), error.extra));
    }
    const unavailable = unavailableMessageKey(error);
    if (unavailable) {
      if (error instanceof ServerClosingError) {
        // Shedding is the plan during a shutdown, not a failure: no error log line. Closing the connection
        // makes the client open a new one, which a load balancer sends to another process.
        request.log.info('server closing: request shed with 503');
        reply.header('connection', 'close');
      } else {
        request.log.error(
          { err: error },
          unavailable === 'errors.mail_unavailable' ? 'mail unavailable' : 'database unavailable',
        );
      }
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send(errorBody(request, t(unavailable)));
    }
    if (await accountGoneUnder(request, error)) {
      return reply.status(401).send(errorBody(request, t('errors.unauthorized')));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key = (error.code && fastifyClientErrors[error.code]) || statusMessageKey(status);
      return reply.status(status).send(errorBody(request, t(key)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody(request, t('errors.internal')));
  });
}

/** Errors Fastify raises before routing (a URL that cannot be decoded) get the same JSON shape as all others. */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500;
  const message = requestTranslator(request)(status < 500 ? 'errors.bad_request' : 'errors.internal');
  void reply.status(status).header(requestIdHeader, request.id).send(errorBody(request, message));
}
