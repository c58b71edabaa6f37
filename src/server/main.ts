import cluster from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { runPrimary } from './cluster/primary.ts';
import { ConfigError, loadConfig } from './config.ts';
import { serveClusterMetrics } from './metrics/cluster-metrics.ts';

async function serve() {
  const config = loadConfig();
  const app = await buildApp(config);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an unexpected error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) app.log.info(`Logbook is running at ${config.appUrl} (${app.database.dialect})`);
  else app.log.info({ worker: cluster.worker?.id }, 'server process ready');
}

function main() {
  // The settings are checked once, before any process starts.
  const config = loadConfig();
  if (cluster.isPrimary && config.workers > 1) {
    runPrimary(config.workers);
    if (config.metrics)
      serveClusterMetrics(config.metrics, (message, error) => console.error(message, error));
    return;
  }
  serve().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

try {
  main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
