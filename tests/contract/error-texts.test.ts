import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The server imports the whole contract; the texts it can answer with are those registered by then.
const contract = await import('../../contract');
const serverTexts = { ...contract.registeredErrorTexts() };

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Every message key the server's and the contract's code names: a quoted `v.x` or `e.x`, alone or with arguments. */
const namedKeys = new Set(
  [...sourceFiles(path.join(root, 'server/src')), ...sourceFiles(path.join(root, 'contract'))]
    .filter((file) => !file.endsWith('-error-texts.ts'))
    .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/['"`]([ve]\.[A-Za-z]\w*)['"`|]/g)].map((m) => m[1]!)),
);

const catalogueFiles = readdirSync(path.join(root, 'contract'))
  .filter((name) => name.endsWith('-error-texts.ts'))
  .map((name) => name.replace(/\.ts$/, ''));
const catalogues = await Promise.all(
  catalogueFiles.map(async (name) => ({
    name,
    texts: Object.values(await import(`../../contract/${name}.ts`)).find(
      (value): value is Record<string, { 'zh-CN': string; 'en-US': string }> =>
        typeof value === 'object' && value !== null,
    )!,
  })),
);

describe('the error-text registry', () => {
  it('has a text in both languages for every key the server and the contract name', () => {
    expect(namedKeys.size).toBeGreaterThan(100);
    const missing = [...namedKeys].filter((key) => !serverTexts[key]?.['zh-CN'] || !serverTexts[key]?.['en-US']);
    expect(missing).toEqual([]);
  });

  it("registers every domain's catalogue with the contract the server imports (contract/error-text-catalogues.ts)", () => {
    const unregistered = catalogues.flatMap(({ name, texts }) =>
      Object.keys(texts)
        .filter((key) => !(key in serverTexts))
        .map((key) => `${name}: ${key}`),
    );
    expect(unregistered).toEqual([]);
  });

  it('gives every key one home', () => {
    const homes = new Map<string, string[]>();
    for (const { name, texts } of catalogues)
      for (const key of Object.keys(texts)) homes.set(key, [...(homes.get(key) ?? []), name]);
    expect([...homes].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it('reads a reference whose text is not loaded as a generic message with its key, and other text as it is', () => {
    expect(contract.formatMessage('e.noSuchRefusal|3', 'zh-CN')).toBe('操作未能完成（e.noSuchRefusal）');
    expect(contract.formatMessage('v.noSuchRule', 'en-US')).toBe('The request could not be completed (v.noSuchRule)');
    expect(contract.formatMessage('设备不存在', 'en-US')).toBe('设备不存在');
    expect(contract.formatMessage('v.lengthRange|1|56', 'zh-CN')).toBe('长度范围为1-56');
  });
});
