import { defineConfig } from 'tsup';

// Dependencies stay external: a bundled PGlite cannot find its data file (DESIGN section 10).
export default defineConfig({
  entry: {
    server: 'server/src/server.ts',
    // Watermark detection runs in a worker thread (server/src/modules/watermark/detect-in-worker.ts).
    'detect-worker': 'server/src/modules/watermark/mark/detect-worker.ts',
  },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  skipNodeModulesBundle: true,
});
