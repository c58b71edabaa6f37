import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogueSections } from './scripts/catalogue-sections-plugin.ts';
import { translatorAliases } from './vite.config.ts';

const serverTests = ['src/server/**/*.test.ts'];
const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['src/domain/**/*.test.ts'],
          // Shares the first group with web, and so its worker count.
          maxWorkers: '100%',
        },
      },
      {
        test: {
          name: 'server-sqlite',
          environment: 'node',
          include: serverTests,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
          // Each file still gets a fresh module graph (isolate), in a worker thread: cheaper to start than a
          // forked process. The server files wait a lot (child processes, PostgreSQL, rate-limit windows): a
          // worker per core, not vitest's default of cores - 1 (one on a 2-core CI machine). Their own group
          // (after domain and web), since projects sharing a group must share maxWorkers.
          pool: 'threads',
          maxWorkers: '100%',
          sequence: { groupOrder: 1 },
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'server-postgres',
                environment: 'node',
                include: serverTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 20_000,
                // Files run side by side, each in a schema of its own in TEST_DATABASE_URL; the migrator looks only
                // at its own schema (own-schema-postgres-dialect.ts), so a neighbour dropping its schema is harmless.
                pool: 'threads',
                maxWorkers: '100%',
                sequence: { groupOrder: 1 },
              },
            },
          ]
        : []),
      {
        plugins: [react(), catalogueSections()],
        resolve: { alias: translatorAliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 20_000,
          // A worker per core (vitest's default is cores - 1: one on a 2-core CI machine).
          maxWorkers: '100%',
        },
      },
    ],
  },
});
