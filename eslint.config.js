// ESLint flat config. The import zones of DESIGN section 3 are generated from the folder list, so a new feature
// folder is fenced off from the others without editing this file.
import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featureDir = './src/features';
const features = existsSync(featureDir)
  ? readdirSync(featureDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const zones = [
  {
    target: './contract',
    from: ['./src', './server', './big-screen', './tests'],
    message: 'contract/ imports only zod.',
  },
  { target: './server', from: ['./src', './big-screen'], message: 'The server imports contract/, never the console.' },
  {
    target: ['./src/components', './src/lib', './src/config'],
    from: ['./src/features', './src/app'],
    message: 'Shared layers do not import features or the app.',
  },
  { target: './src/features', from: './src/app', message: 'Features do not import the app layer.' },
  {
    target: './big-screen',
    from: ['./src/features', './src/app'],
    message: 'The wall display uses contract/, src/lib and src/components only.',
  },
  ...features.map((f) => ({
    target: `./src/features/${f}`,
    from: './src/features',
    except: [`./${f}`],
    message: 'A feature does not import another feature; compose them in src/app.',
  })),
];

/**
 * Each heavy library enters through one gate (DESIGN section 3), with its subpaths ('echarts/core',
 * 'echarts-for-react/esm/core', 'leaflet/dist/leaflet.css') and dynamic imports. Inside a gate only its own
 * libraries are allowed; the other restrictions still hold there.
 */
const gates = [
  { names: ['axios'], gate: 'src/lib/api-client/**' },
  { names: ['socket.io-client'], gate: 'src/lib/realtime/**' },
  { names: ['echarts', 'echarts-for-react'], gate: 'src/components/charts/**' },
  { names: ['leaflet', 'react-leaflet'], gate: 'src/components/map/**' },
];

const contractBarrel = {
  name: '@contract',
  message:
    "Import the contract module you need (e.g. '@contract/account'): the barrel would put every schema in the first bundle.",
};

/** The libraries a file may not import: all gated ones but its own gate's. */
const closedTo = (ownGate) =>
  gates.filter((g) => g.gate !== ownGate).flatMap((g) => g.names.map((name) => ({ name, gate: g.gate })));

function restrictedImports(ownGate, extraPaths = []) {
  const closed = closedTo(ownGate);
  const message = ({ name, gate }) => `Import ${name} only in ${gate}.`;
  return [
    'error',
    {
      paths: [...closed.map((c) => ({ name: c.name, message: message(c) })), ...extraPaths],
      patterns: closed.map((c) => ({ group: [`${c.name}/**`], message: message(c) })),
    },
  ];
}

/** `import('echarts/core')` escapes no-restricted-imports: the same libraries, as a syntax rule. */
function restrictedDynamicImports(ownGate) {
  // '/' cannot be written inside an esquery regex: \x2F stands for it.
  const names = closedTo(ownGate).map((c) => c.name.replace(/\./g, '\\.'));
  return [
    'error',
    {
      selector: `ImportExpression[source.value=/^(${names.join('|')})(\\x2F|$)/]`,
      message: 'Load a heavy library only through its gate (DESIGN section 3).',
    },
  ];
}

const gateRules = (ownGate, extraPaths) => ({
  'no-restricted-imports': restrictedImports(ownGate, extraPaths),
  'no-restricted-syntax': restrictedDynamicImports(ownGate),
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'coverage', 'data', '.tmp', 'server/src/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...gateRules(null),
    },
  },
  { files: ['src/**', 'big-screen/**'], rules: gateRules(null, [contractBarrel]) },
  ...gates.map((g) => ({ files: [g.gate], rules: gateRules(g.gate, [contractBarrel]) })),
  {
    files: ['tests/**', 'scripts/**', '*.config.*'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
);
