import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real app on a fresh database (SQLite or PostgreSQL, per the vitest project), driven with app.inject. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({}),
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    webDir: `${database.dataDir}/no-web-build`,
    logLevel: 'silent',
    ...overrides,
  };
  const app = await buildApp(config, { logger: false });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
