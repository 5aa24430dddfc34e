import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { antdLazyFilterTree } from './build/antd-lazy-filter-tree';
import { antdStyles } from './build/antd-styles';
import { antdZeroRuntime } from './build/antd-zero-runtime';
import { loadTiers } from './build/load-tiers';
import { pageLabels } from './build/page-labels';
import { precompress } from './build/precompress';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), antdStyles(), antdZeroRuntime(), antdLazyFilterTree(), pageLabels(), loadTiers(), precompress()],
  // the labels as one JSON.parse string per file: 8 KB gzip less than object literals with named exports
  json: { namedExports: false, stringify: true },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
});
