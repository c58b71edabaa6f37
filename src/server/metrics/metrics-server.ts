import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import type { AppConfig } from '../config.ts';
import type { AppMetrics } from './metrics.ts';

export interface MetricsListener {
  /** Where GET /metrics answers; null until it listens, or after it closed. */
  address(): AddressInfo | null;
  /**
   * Settles once the listener started after the app's listen (Fastify runs onListen hooks after listen()
   * resolved) or failed to (a port in use: logged, and the app serves without metrics).
   */
  listening(): Promise<AddressInfo>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Only with METRICS_PORT. */
    metricsListener: MetricsListener;
  }
}

/** GET /metrics answers `collect()`'s text; any other path or method 404. */
export function metricsAnswer(
  collect: () => Promise<string>,
  contentType: string,
  onError: (error: unknown) => void,
): http.RequestListener {
  return (request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not Found\n');
      return;
    }
    collect().then(
      (text) => response.writeHead(200, { 'content-type': contentType }).end(text),
      (error: unknown) => {
        onError(error);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('Error\n');
      },
    );
  };
}

/**
 * GET /metrics on a listener of its own (METRICS_HOST:METRICS_PORT), never on the public port: it starts once
 * the app listens and closes with the app. Any other path or method answers 404. In a worker of node:cluster
 * (WORKERS above 1) the primary serves it for all workers.
 */
export function serveMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  where: NonNullable<AppConfig['metrics']>,
) {
  if (cluster.isWorker) {
    // node:cluster would share the port among the workers and each scrape would read one of them: the primary
    // serves the port instead and gathers every worker's registry (cluster-metrics.ts).
    // Constructing an aggregator is what makes prom-client answer the primary's requests over IPC.
    new AggregatorRegistry();
    AggregatorRegistry.setRegistries([metrics.registry]);
    app.decorate('metricsListener', {
      address: () => null,
      listening: () => Promise.reject(new Error('the primary process serves the metrics')),
    });
    return;
  }
  const { registry } = metrics;
  const server = http.createServer(
    metricsAnswer(
      () => registry.metrics(),
      registry.contentType,
      (error) => app.log.error({ err: error }, 'metrics could not be collected'),
    ),
  );
  let listening = false;
  let markStarted: (address: AddressInfo) => void = () => {};
  let markFailed: (error: unknown) => void = () => {};
  const started = new Promise<AddressInfo>((resolve, reject) => {
    markStarted = resolve;
    markFailed = reject;
  });
  // A failure is logged by Fastify's onListen runner; nobody may be waiting for this promise.
  started.catch(() => {});

  app.decorate('metricsListener', {
    address: () => (listening ? (server.address() as AddressInfo) : null),
    listening: () => started,
  });

  let starting: Promise<void> | null = null;
  app.addHook('onListen', async () => {
    starting = new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(where.port, where.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    try {
      await starting;
    } catch (error) {
      markFailed(error);
      throw error;
    }
    listening = true;
    const address = server.address() as AddressInfo;
    markStarted(address);
    app.log.info(`metrics at http://${where.host}:${address.port}/metrics`);
  });
  app.addHook('onClose', async () => {
    // A close that comes while the listener is still starting waits for it, or the port would stay open.
    await (starting as Promise<void> | null)?.catch(() => {});
    if (!listening) return;
    listening = false;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
