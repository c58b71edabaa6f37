import type { FastifyInstance } from 'fastify';
import type { PremiumLedger } from '../subscriptions/premium.ts';

const everyMs = 5 * 60_000;

/**
 * Marks unpaid orders past their lifetime as abandoned every five minutes. Reading a captain's history does the
 * same for that captain first, so this job only keeps the table right for everyone else (reports, operators).
 */
export function schedulePaymentHousekeeping(app: FastifyInstance, ledger: PremiumLedger) {
  const sweep = async () => {
    try {
      const abandoned = await ledger.abandonExpired();
      if (abandoned > 0) app.log.info({ abandoned }, 'unpaid orders past their lifetime marked abandoned');
    } catch (error) {
      app.log.warn({ err: error }, 'payment housekeeping failed; it runs again in five minutes');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(sweep, everyMs);
    timer.unref();
    void sweep();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
