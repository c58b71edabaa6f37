import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.ts';

/** The documents whose rendering is timed (docs/metrics.md). */
export type PdfDocument =
  | 'voyage_card'
  | 'trip_card'
  | 'crew_opinion'
  | 'captain_cv'
  | 'sea_time_statement'
  | 'deck_log';
/** One HTTP call to PayU: the OAuth token or an order. */
export type PayuOperation = 'token' | 'order';
/** ok: the answer expected; refused: PayU answered otherwise; unavailable: no answer (network, timeout). */
export type PayuResult = 'ok' | 'refused' | 'unavailable';
export type MailResult = 'sent' | 'failed';

/** The label of a request that matched no route: its raw URL could hold anything. */
export const unmatchedRoute = 'unmatched';

/** Seconds: PDFs take from tens of milliseconds to seconds for a CV of hundreds of trips. */
const pdfBuckets = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The app's Prometheus metrics in a registry of its own (buildApp runs many times in one test process, and
 * prom-client's global registry refuses a name twice), with one typed function per thing recorded.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  const requests = new Counter({
    name: 'logbook_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'logbook_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by route pattern, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const pdfSeconds = new Histogram({
    name: 'logbook_pdf_render_duration_seconds',
    help: 'Time to render a PDF document, by document',
    labelNames: ['document'] as const,
    buckets: pdfBuckets,
    registers,
  });
  const payuCalls = new Counter({
    name: 'logbook_payu_calls_total',
    help: 'HTTP calls to PayU, by operation and result',
    labelNames: ['operation', 'result'] as const,
    registers,
  });
  const mails = new Counter({
    name: 'logbook_mails_total',
    help: 'Mails handed to SMTP (or written to files without SMTP_URL), by result',
    labelNames: ['result'] as const,
    registers,
  });

  return {
    registry,

    request(route: string | undefined, method: string, status: number, seconds: number) {
      const labels = { route: route ?? unmatchedRoute, method, status: String(status) };
      requests.inc(labels);
      requestSeconds.observe(labels, seconds);
    },

    /** Renders a document and records how long it took (a render that fails is not recorded). */
    async timePdf(document: PdfDocument, render: () => Promise<Buffer>): Promise<Buffer> {
      const end = pdfSeconds.startTimer({ document });
      const pdf = await render();
      end();
      return pdf;
    },

    payuCall(operation: PayuOperation, result: PayuResult) {
      payuCalls.inc({ operation, result });
    },

    mail(result: MailResult) {
      mails.inc({ result });
    },

    /** The database's connections, read when Prometheus scrapes. */
    watchDatabase(database: Pick<DatabaseHandle, 'dialect' | 'poolUse'>) {
      const { poolUse } = database;
      new Gauge({
        name: 'logbook_db_pool_connections',
        help: 'Database connections open (SQLite: the one connection of the process)',
        registers,
        collect() {
          this.set(poolUse ? (poolUse()?.total ?? 0) : 1);
        },
      });
      if (!poolUse) return;
      new Gauge({
        name: 'logbook_db_pool_idle_connections',
        help: 'PostgreSQL connections open and not in use',
        registers,
        collect() {
          this.set(poolUse()?.idle ?? 0);
        },
      });
      new Gauge({
        name: 'logbook_db_pool_waiting_queries',
        help: 'Queries waiting for a PostgreSQL connection (all connections in use)',
        registers,
        collect() {
          this.set(poolUse()?.waiting ?? 0);
        },
      });
    },

    /**
     * Node's own metrics under their standard names (process_*, nodejs_*: event-loop delay, heap, RSS, GC).
     * Only when metrics are served: each call starts an event-loop monitor and a GC observer for good.
     */
    collectProcessMetrics() {
      collectDefaultMetrics({ register: registry });
    },
  };
}

export type AppMetrics = ReturnType<typeof createMetrics>;
