// Lists which packages make up a built chunk, by source size in its source map: node scripts/bundle-sources.mjs <chunk-prefix>
import { readdirSync, readFileSync } from 'node:fs';
const dir = 'dist/client/assets';
const prefix = process.argv[2] ?? 'index-';
const file = readdirSync(dir).find((f) => f.startsWith(prefix) && f.endsWith('.js.map'));
const map = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'));
const sizes = {};
map.sources.forEach((s, i) => {
  const rest = s.includes('node_modules/') ? s.split('node_modules/').pop() : 'app:' + s.replace(/^(\.\.\/)+/, '');
  const parts = rest.split('/');
  const key = parts[0].startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  sizes[key] = (sizes[key] ?? 0) + (map.sourcesContent?.[i]?.length ?? 0);
});
for (const [k, v] of Object.entries(sizes)
  .sort((a, b) => b[1] - a[1])
  .slice(0, 25)) {
  console.log(String(Math.round(v / 1024)).padStart(6), 'KB', k);
}
