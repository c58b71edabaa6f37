import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { idempotencyDefaults, isIdempotentRoute, keyHeader, replayedHeader } from './plugin.ts';

const keyDescription =
  'Optional. A key of 1-255 visible ASCII characters, new for every form instance (a UUID). The first answer ' +
  `that succeeds is kept for 24 hours per account: a repeat with the same key and the same request gets it again (with ${replayedHeader}: true) ` +
  'instead of creating again, also when the repeats arrive at the same moment. The same key with another body or ' +
  'path answers 422 naming the header; an answer other than 2xx is not kept, so a corrected request may reuse the key.';

const operationNote =
  `\n\nIdempotent with the \`${keyHeader}\` header (docs/idempotency.md): a repeat answers the first successful ` +
  `answer with \`${replayedHeader}: true\`; a repeat of a request still being processed waits for it, or answers 409 ` +
  `after ${idempotencyDefaults.waitMs / 1000} seconds.`;

const inProgress = {
  description: `A request with the same ${keyHeader} is still being processed; try again after Retry-After seconds`,
  type: 'object',
  properties: { success: { type: 'boolean', enum: [false] }, message: { type: 'string' } },
  required: ['success', 'message'],
};

type ResponseSchemas = Record<string, Record<string, unknown>>;

/** Adds the Idempotency-Key header, the replay header and the 409 to the description of the opted-in routes. */
export function documentIdempotency<S extends FastifySchema>(
  transform: SwaggerTransform<S>,
): SwaggerTransform<S> {
  return (input) => {
    const result = transform(input);
    if (!isIdempotentRoute(input.route)) return result;
    const schema = result.schema as FastifySchema & { description?: string; response?: ResponseSchemas };
    const response: ResponseSchemas = { ...schema.response };
    for (const [status, answer] of Object.entries(response)) {
      if (!/^2\d\d$/.test(status)) continue;
      response[status] = {
        ...answer,
        headers: {
          [replayedHeader]: {
            type: 'string',
            enum: ['true'],
            description: `Present on a repeat of an earlier request with the same ${keyHeader}: this is its stored answer`,
          },
        },
      };
    }
    response['409'] = inProgress;
    return {
      ...result,
      schema: {
        ...schema,
        description: `${schema.description ?? ''}${operationNote}`.trim(),
        headers: {
          type: 'object',
          properties: {
            [keyHeader]: {
              type: 'string',
              minLength: 1,
              maxLength: 255,
              pattern: '^[!-~]+$',
              description: keyDescription,
            },
          },
        },
        response,
      },
    };
  };
}
