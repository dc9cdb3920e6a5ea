import { defineConfig } from 'tsup';

// Dependencies stay external: a bundled PGlite cannot find its data file (DESIGN section 10).
export default defineConfig({
  entry: {
    server: 'server/src/server.ts',
    // Watermark detection runs in a worker thread (server/src/lib/cpu-worker.ts, server/src/modules/watermark/detect-in-worker.ts).
    'detect-worker': 'server/src/modules/watermark/mark/detect-worker.ts',
    // And marking an image's or a PDF's pages (server/src/modules/watermark/mark-*-in-worker.ts).
    'mark-image-worker': 'server/src/modules/watermark/image/mark-image-worker.ts',
    'mark-pdf-worker': 'server/src/modules/watermark/pdf/mark-pdf-worker.ts',
    // Document comparison too (server/src/modules/compare/compare-in-worker.ts).
    'compare-worker': 'server/src/modules/compare/engine/compare-worker.ts',
    // And an upload's first page for the licence OCR (server/src/modules/compare/first-page-in-worker.ts).
    'first-page-worker': 'server/src/modules/compare/engine/first-page-worker.ts',
    // The evidence report's large photos are scaled down in one too (server/src/modules/use-record/photo-fit.ts).
    'photo-fit-worker': 'server/src/modules/use-record/photo-fit-worker.ts',
  },
  outDir: 'dist/server',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  clean: true,
  skipNodeModulesBundle: true,
});
