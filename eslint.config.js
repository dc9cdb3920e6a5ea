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

/** Each heavy library enters through one gate. */
const gates = [
  { name: 'axios', gate: 'src/lib/api-client/**' },
  { name: 'socket.io-client', gate: 'src/lib/realtime/**' },
  { name: 'echarts', gate: 'src/components/charts/**' },
  { name: 'echarts-for-react', gate: 'src/components/charts/**' },
  { name: 'leaflet', gate: 'src/components/map/**' },
  { name: 'react-leaflet', gate: 'src/components/map/**' },
  { name: 'jsrsasign', gate: 'src/lib/api-client/**' },
];

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
      'no-restricted-imports': [
        'error',
        {
          paths: gates.map((g) => ({ name: g.name, message: `Import ${g.name} only in ${g.gate}.` })),
        },
      ],
    },
  },
  ...gates.map((g) => ({ files: [g.gate], rules: { 'no-restricted-imports': 'off' } })),
  {
    files: ['src/**', 'big-screen/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...gates.map((g) => ({ name: g.name, message: `Import ${g.name} only in ${g.gate}.` })),
            {
              name: '@contract',
              message:
                "Import the contract module you need (e.g. '@contract/account'): the barrel would put every schema in the first bundle.",
            },
          ],
        },
      ],
    },
  },
  ...gates
    .filter((g) => g.gate.startsWith('src'))
    .map((g) => ({ files: [g.gate], rules: { 'no-restricted-imports': 'off' } })),
  { files: ['tests/**', 'scripts/**', '*.config.*'], rules: { 'no-restricted-imports': 'off' } },
);
