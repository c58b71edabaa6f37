import http from 'node:http';
import { AggregatorRegistry } from 'prom-client';
import type { AppConfig } from '../config.ts';
import { metricsAnswer } from './metrics-server.ts';

/**
 * The primary of node:cluster (WORKERS above 1) answers GET /metrics on METRICS_HOST:METRICS_PORT with the sum of
 * every worker's metrics, asked of each worker over the cluster's IPC channel at each scrape (prom-client's
 * AggregatorRegistry; a worker that does not answer within 5 s fails the scrape with 500). The listener lives
 * as long as the primary.
 */
export function serveClusterMetrics(
  where: NonNullable<AppConfig['metrics']>,
  logError: (message: string, error: unknown) => void,
): http.Server {
  const aggregator = new AggregatorRegistry();
  const server = http.createServer(
    metricsAnswer(
      () => aggregator.clusterMetrics(),
      aggregator.contentType,
      (error) => logError('metrics could not be collected from the workers', error),
    ),
  );
  server.on('error', (error) => logError('the metrics port could not be opened', error));
  server.listen(where.port, where.host);
  return server;
}
