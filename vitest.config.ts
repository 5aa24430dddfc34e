import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // antd's sheets: jsdom loads no style sheet, only their URLs are asked for (build/antd-styles.ts)
        resolve: {
          alias: {
            'virtual:antd.css?url': 'antd/dist/antd.css?url',
            'virtual:antd-later.css?url': 'antd/dist/reset.css?url',
            'virtual:antd-part-urls': fileURLToPath(new URL('tests/web/antd-part-urls.ts', import.meta.url)),
          },
        },
        // the labels as the build reads them (vite.config.ts)
        json: { namedExports: false, stringify: true },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          css: false,
          // antd in jsdom on a loaded 2-core CI machine: a page test's several findBy waits (4 s each) must fit
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          globalSetup: ['tests/server/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
