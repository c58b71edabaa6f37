import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { catalogueSections } from './scripts/catalogue-sections-plugin.ts';

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
        },
      },
      {
        test: {
          name: 'server-sqlite',
          environment: 'node',
          include: serverTests,
          env: { TEST_DB: 'sqlite' },
          testTimeout: 20_000,
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
              },
            },
          ]
        : []),
      {
        plugins: [react(), catalogueSections()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
