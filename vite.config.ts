import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress';

/** Modules the login page loads anyway (see the build's chunk list and `npm run bench:bundle`). */
const BOOT_MODULES =
  /node_modules\/(react|jotai|scheduler)\/|src\/lib\/(notify|paths|i18n\/(index|zh-CN))\.ts|src\/config\/environments|contract\/error-texts\.ts/;

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@contract': fileURLToPath(new URL('./contract', import.meta.url)),
    },
  },
  define: {
    // The edition is one build setting for console and server (EDITION), see src/config/editions.ts.
    'import.meta.env.VITE_EDITION': JSON.stringify(process.env.VITE_EDITION ?? process.env.EDITION ?? 'general'),
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // Tremor's package does not declare itself side-effect free, so importing one component would pull in every
      // chart (recharts, d3, date pickers). Its modules have no side effects; say so.
      treeshake: { moduleSideEffects: (id: string) => !/node_modules\/@tremor\/react\//.test(id) },
      // The small modules the login page shares with the lazily loaded pages would each be a chunk of their own
      // (React, jotai, the texts, the route registry ...): one chunk compresses better and costs one request.
      output: { codeSplitting: { groups: [{ name: 'boot', test: BOOT_MODULES }] } },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
});
