import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Files the server ships beside its code (server/assets: fonts). From the sources this module is
 * server/src/lib/assets.ts; in the build everything is bundled into dist/server/server.js: both find the folder.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const roots = [path.resolve(here, '../../assets'), path.resolve(here, '../../server/assets')];

/** The absolute path of a shipped asset, e.g. 'fonts/wqy-microhei.ttc'; throws when it is missing. */
export function assetPath(relative: string): string {
  for (const root of roots) {
    const candidate = path.join(root, relative);
    if (existsSync(candidate)) return candidate;
  }
  throw new Error(`asset ${relative} not found under ${roots.join(' or ')}`);
}
