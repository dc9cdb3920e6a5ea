/**
 * The import rules of DESIGN section 3 that ESLint cannot hold: import-x/no-cycle ignores type-only imports, so
 * cycles are found here with tsPreCompilationDeps, and the server's module boundaries are checked on resolved paths.
 * `npm run lint` runs it after ESLint (`npm run lint:deps`).
 */
const modules = '^server/src/modules/';
const moduleIndex = '^server/src/modules/[^/]+/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle at file level, type-only imports included (a module cycle runs through their indexes).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-uses-other-modules-by-index',
      severity: 'error',
      comment: "A server module imports another module only through that module's index.ts, its public surface.",
      from: { path: `${modules}([^/]+)/` },
      to: { path: modules, pathNot: [`${modules}$1/`, moduleIndex] },
    },
    {
      name: 'server-uses-modules-by-index',
      severity: 'error',
      comment: 'app.ts, server.ts and the seed use a module only through its index.ts.',
      from: { path: '^server/src/', pathNot: modules },
      to: { path: modules, pathNot: moduleIndex },
    },
    {
      name: 'layers-below-modules',
      severity: 'error',
      comment:
        'http/, caller/, lib/, access/, db/ (but the seed), deps.ts and events.ts sit below the modules: modules import them, never the reverse.',
      from: {
        path: '^server/src/(http|caller|lib|access|db)/|^server/src/(deps|events|config)\\.ts$',
        pathNot: '^server/src/db/seed/',
      },
      to: { path: modules },
    },
    {
      name: 'server-not-console',
      severity: 'error',
      comment: 'The server imports contract/, never the console or the wall display.',
      from: { path: '^server/' },
      to: { path: '^(src|big-screen)/' },
    },
    {
      name: 'contract-only-zod',
      severity: 'error',
      comment: 'contract/ imports only zod (and itself).',
      from: { path: '^contract/' },
      to: { pathNot: '^contract/|^node_modules/zod/' },
    },
    {
      name: 'feature-not-other-feature',
      severity: 'error',
      comment: 'A feature does not import another feature; compose them in src/app.',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'big-screen-not-features-or-app',
      severity: 'error',
      comment: 'The wall display uses contract/, src/lib and src/components only.',
      from: { path: '^big-screen/' },
      to: { path: '^src/(features|app)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
