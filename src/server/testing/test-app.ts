import type { FastifyInstance } from 'fastify';
import { type BuildOptions, buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database (SQLite or PostgreSQL, per the vitest project), driven with app.inject.
 * `build` reaches buildApp (a capturing mailer, a log stream with `logger: true`); logging is off by default.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  build: BuildOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({}),
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    webDir: `${database.dataDir}/no-web-build`,
    logLevel: 'silent',
    ...overrides,
  };
  const app = await buildApp(config, { logger: false, ...build });
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
