import { useMemo, useSyncExternalStore } from 'react';
import { formatMessage, type Lang } from '@contract/error-texts';
import type { TextDomain } from './text-domains';
import type { TextKey, TextVars } from './text-keys';
import { zhCN } from './zh-CN';

export type { TextKey, TextVars } from './text-keys';
export type { TextDomain } from './text-domains';

/*
 * The console's texts: a small store of its own rather than i18next, for the /login budget (DESIGN section 9):
 * lookup by dotted key, {{name}} placeholders, Chinese as the fallback, and components re-render when the language
 * changes. Only the login page's Chinese texts ship with it; English is fetched when chosen, the console's texts
 * (both languages as needed) with the first page after log-in, and a domain's texts with its pages (see
 * `loadConsoleTexts` and ./text-domains.ts).
 */
type Texts = { [key: string]: string | Texts };

const LANG_KEY = 'lang';
const FALLBACK: Lang = 'zh-CN';
const texts: Record<Lang, Texts> = { 'zh-CN': zhCN, 'en-US': {} };
let language: Lang = FALLBACK;
/** Replaced on every change of language or texts, so subscribed components re-render. */
let snapshot: { language: Lang } = { language };
const listeners = new Set<() => void>();

function changed(): void {
  snapshot = { language };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function merge(target: Texts, source: Texts): Texts {
  const out: Texts = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

function lookup(lang: Lang, key: string): string | undefined {
  let node: string | Texts | undefined = texts[lang];
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Puts vars[name] in place of each {{name}}; a placeholder no var names stays as it is. */
function fill(text: string, vars: TextVars | undefined): string {
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in vars ? String(vars[name] ?? '') : whole,
  );
}

function translate(lang: Lang, key: string, vars?: TextVars, fallback?: string): string {
  return fill(lookup(lang, key) ?? lookup(FALLBACK, key) ?? fallback ?? key, vars);
}

/** The text of `key` in the language in use, its {{name}} placeholders filled from `vars`. */
export function t(key: TextKey, vars?: TextVars): string {
  return translate(language, key, vars);
}

/** For a key made from data (a server's name, a newer code): its text, or `fallback` when the catalogue lacks it. */
export function textOr(key: string, fallback: string, vars?: TextVars): string {
  return translate(language, key, vars, fallback);
}

/** `t` and the language for a component, which re-renders when either changes. */
export function useTranslation(): { t: typeof t; i18n: { language: Lang } } {
  const current = useSyncExternalStore(subscribe, () => snapshot);
  return useMemo(
    () => ({ t: (key: TextKey, vars?: TextVars) => translate(current.language, key, vars), i18n: current }),
    [current],
  );
}

function addTexts(lang: Lang, bundle: Texts): void {
  texts[lang] = merge(texts[lang], bundle);
  changed();
}

/** Languages whose console texts are loaded; none until the first page after log-in asks for them. */
let consoleLangs: Set<Lang> | null = null;
const coreLangs = new Set<Lang>([FALLBACK]);
/** The text domains pages have asked for (see ./text-domains.ts), each with the languages it is loaded in. */
const domainLangs = new Map<TextDomain, Set<Lang>>();

async function consoleBundle(lang: Lang): Promise<Texts> {
  return lang === 'en-US'
    ? (await import('./en-US-console')).enUSConsole
    : (await import('./zh-CN-console')).zhCNConsole;
}

function isLoaded(lang: Lang): boolean {
  return (
    coreLangs.has(lang) &&
    (consoleLangs === null || consoleLangs.has(lang)) &&
    [...domainLangs.values()].every((langs) => langs.has(lang))
  );
}

async function loadDomain(domain: TextDomain, lang: Lang): Promise<void> {
  const langs = domainLangs.get(domain) ?? new Set<Lang>();
  domainLangs.set(domain, langs);
  if (langs.has(lang)) return;
  const { textDomains } = await import('./text-domains');
  const bundle = (await textDomains[domain][lang]()) as Texts;
  if (langs.has(lang)) return;
  addTexts(lang, bundle);
  langs.add(lang);
}

/** Fetches a language's texts once: its login texts, and its console and domain texts when those are in use. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (!coreLangs.has(lang)) {
    addTexts(lang, (await import('./en-US')).enUS);
    coreLangs.add(lang);
  }
  if (consoleLangs && !consoleLangs.has(lang)) {
    addTexts(lang, await consoleBundle(lang));
    consoleLangs.add(lang);
  }
  await Promise.all([...domainLangs.keys()].map((domain) => loadDomain(domain, lang)));
}

async function loadConsole(langs: Lang[]): Promise<void> {
  if (consoleLangs) return;
  const bundles = await Promise.all(langs.map(consoleBundle));
  if (consoleLangs) return;
  langs.forEach((lang, i) => addTexts(lang, bundles[i]!));
  consoleLangs = new Set(langs);
}

/**
 * The console's texts, those of `domains`, and the validation messages of its forms, in Chinese (the fallback) and
 * in the language in use; every lazily loaded page awaits this.
 */
export async function loadConsoleTexts(domains: readonly TextDomain[] = []): Promise<void> {
  const langs: Lang[] = currentLang() === 'en-US' ? [FALLBACK, 'en-US'] : [FALLBACK];
  await Promise.all([
    loadConsole(langs),
    import('@contract/validation-error-texts'),
    ...domains.flatMap((domain) => langs.map((lang) => loadDomain(domain, lang))),
  ]);
}

/** The language in use, read where it is needed (not reactive: components use `useTranslation`). */
export function currentLang(): Lang {
  return language;
}

function changeLanguage(lang: Lang): void {
  language = lang;
  changed();
}

/** Switches the language (at once when its texts are loaded, else once they arrive) and remembers the choice. */
export function setLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang;
  if (isLoaded(lang)) changeLanguage(lang);
  else void loadLanguage(lang).then(() => changeLanguage(lang));
}

/** Restores a stored English choice before the first render, so the page never flashes Chinese. */
export async function restoreLang(): Promise<void> {
  if (localStorage.getItem(LANG_KEY) !== 'en-US') return;
  await loadLanguage('en-US');
  setLang('en-US');
}

/** Text of a contract message reference (validation rules and server refusals share one catalogue). */
export function messageText(reference: string): string {
  return formatMessage(reference, currentLang());
}

/** `load`, resolved once the texts of `domains` are loaded too: for a lazily loaded part that uses a domain's texts. */
export function withDomainTexts<T>(domains: readonly TextDomain[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadConsoleTexts(domains)]))[0];
}
