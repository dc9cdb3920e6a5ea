import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './scripts/precompress';

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
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': apiTarget, '/socket.io': { target: apiTarget, ws: true } },
  },
});
