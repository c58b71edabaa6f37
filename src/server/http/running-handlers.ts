import type { FastifyInstance, FastifyRequest } from 'fastify';

const counted = Symbol('counted while its handler runs');

/**
 * Counts the route handlers running, from the preHandler stage until their answer is on its way (onSend, which
 * Fastify runs even when the client has gone away meanwhile). Closing waits for them before the database closes:
 * a login still hashing a password when its client disconnected used to meet a closed database.
 */
export function trackRunningHandlers(app: FastifyInstance) {
  let running = 0;
  const onIdle: (() => void)[] = [];
  const finish = (request: FastifyRequest & { [counted]?: boolean }) => {
    if (!request[counted]) return;
    request[counted] = false;
    running -= 1;
    if (running === 0) for (const resolve of onIdle.splice(0)) resolve();
  };
  app.addHook('preHandler', async (request: FastifyRequest & { [counted]?: boolean }) => {
    request[counted] = true;
    running += 1;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    finish(request);
    return payload;
  });
  return {
    running: () => running,
    /** Resolves once no handler runs, or after `maxMs` (a handler that never answers must not hold the exit). */
    idle(maxMs: number): Promise<void> {
      if (running === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(resolve, maxMs);
        onIdle.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}
