// Lists the console's text keys (src/lib/i18n, the Chinese catalogues) that no code refers to, and exits 1 when there
// are any: `npm run lint` runs it. A key counts as used when the sources hold it as a string, or when a template
// literal builds it: `apply.states.${state}` uses every apply.states.<one segment>.
// Usage: node --import tsx scripts/i18n-dead-keys.mjs
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { zhCN } from '../src/lib/i18n/zh-CN.ts';
import { zhCNConsole } from '../src/lib/i18n/zh-CN-console.ts';
import { textDomains } from '../src/lib/i18n/text-domains.ts';

const ROOTS = ['src', 'big-screen'];
const CATALOGUES = /src\/lib\/i18n\/((zh-CN|en-US)(-console)?|domains\/[\w-]+\.(zh-CN|en-US))\.ts$/;

function keysOf(tree, prefix = '') {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : keysOf(value, `${prefix}${key}.`),
  );
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !CATALOGUES.test(file) ? [file] : [];
  });
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const sources = ROOTS.flatMap(sourceFiles).map((file) => readFileSync(file, 'utf8'));
const literals = new Set(sources.flatMap((code) => [...code.matchAll(/(['"`])([\w./-]+)\1/g)].map((m) => m[2])));
// `prefix.${expression}suffix`, also inside another template literal.
const patterns = sources.flatMap((code) =>
  [...code.matchAll(/`([\w./-]*\.)\$\{[^`]*?\}([\w./-]*)`/g)].map(
    (m) => new RegExp(`^${escape(m[1])}[^.]+${escape(m[2])}$`),
  ),
);

const domains = await Promise.all(Object.values(textDomains).map((domain) => domain['zh-CN']()));
const keys = keysOf(Object.assign({}, zhCN, zhCNConsole, ...domains));
const dead = keys.filter((key) => !literals.has(key) && !patterns.some((pattern) => pattern.test(key)));
if (dead.length > 0) {
  console.error(`${dead.length} text keys no code uses (delete them from zh-CN*.ts and en-US*.ts):`);
  for (const key of dead) console.error(`  ${key}`);
  process.exitCode = 1;
}
