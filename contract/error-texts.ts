/**
 * Messages that both sides show: validation rules (spec section 5) and the server's business refusals. Chinese texts
 * of the spec are verbatim. A message reference is `key` or `key|arg0|arg1` (filling {{0}} and {{1}}), so a zod message can carry its limits.
 *
 * The texts live in one catalogue per domain, contract/<domain>-error-texts.ts, made with `defineErrorTexts`, which
 * registers them here when the file is imported, and listed in contract/error-text-catalogues.ts. The server imports
 * them all; the console only what it formats itself (validation messages with its forms, a domain's catalogue where a
 * page shows that domain's references), since the server sends its refusals as text in the caller's language. A
 * reference whose text is not loaded reads as a generic message with its key.
 */

export type Lang = 'zh-CN' | 'en-US';

export type Catalogue = Record<string, { 'zh-CN': string; 'en-US': string }>;

/** Texts the console itself steers by (spec section 8) and the generic message for a text not loaded yet. */
export const coreErrorTexts = {
  'e.userNotFound': { 'zh-CN': '此用户不存在！', 'en-US': 'This user does not exist!' },
  'e.textMissing': { 'zh-CN': '操作未能完成（{{0}}）', 'en-US': 'The request could not be completed ({{0}})' },
} satisfies Catalogue;

/**
 * Every domain's catalogue by name, for the type of a message key: each catalogue file adds itself with
 * `declare module './error-texts' { interface ErrorCatalogues { <domain>: typeof <its texts> } }`.
 */
export interface ErrorCatalogues {
  core: typeof coreErrorTexts;
}

export type MessageKey = { [D in keyof ErrorCatalogues]: keyof ErrorCatalogues[D] & string }[keyof ErrorCatalogues];

const registry: Catalogue = { ...coreErrorTexts };

/** Registers a domain's texts (at the import of its file) and returns them; a key has one home. */
export function defineErrorTexts<C extends Catalogue>(catalogue: C): C {
  Object.assign(registry, catalogue);
  return catalogue;
}

/** The texts registered so far (read-only view, for tests and tools). */
export function registeredErrorTexts(): Readonly<Catalogue> {
  return registry;
}

/** Builds a message reference carrying arguments, e.g. ref('v.lengthRange', 1, 56). */
export function ref(key: MessageKey, ...args: Array<string | number>): string {
  return [key, ...args].join('|');
}

/** A reference's shape: `v.` or `e.` and a name, then its arguments. */
const REFERENCE = /^[ve]\.[A-Za-z]\w*(\||$)/;

/**
 * Resolves a reference to text. A reference whose catalogue is not loaded reads as the generic message with its key;
 * any other unknown text is returned as it is (it is then a server's own text).
 */
export function formatMessage(reference: string, lang: Lang): string {
  const [key = '', ...args] = reference.split('|');
  const entry = registry[key];
  if (entry) return fillText(entry[lang], args);
  return REFERENCE.test(reference) ? fillText(coreErrorTexts['e.textMissing'][lang], [key]) : reference;
}

/**
 * Puts args[i] in place of each {{i}} of a catalogue text, in one pass (an argument's own braces stay as they are).
 * {{…}} is the one placeholder syntax of every catalogue, the console's (src/lib/i18n) included.
 */
export function fillText(text: string, args: ReadonlyArray<string | number>): string {
  return text.replace(/\{\{(\d+)\}\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}
