import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { formatMessage, type Lang } from '@contract/error-texts';
import { zhCN } from './zh-CN';

const LANG_KEY = 'lang';

// The /login budget: only the login page's Chinese texts ship with it. English is fetched when chosen, and the
// console's texts (both languages as needed) with the first page after log-in (see `loadConsoleTexts`).
void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN } },
  partialBundledLanguages: true,
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** Languages whose console texts are loaded; none until the first page after log-in asks for them. */
let consoleLangs: Set<Lang> | null = null;

async function consoleBundle(lang: Lang): Promise<object> {
  return lang === 'en-US'
    ? (await import('./en-US-console')).enUSConsole
    : (await import('./zh-CN-console')).zhCNConsole;
}

function isLoaded(lang: Lang): boolean {
  return i18n.hasResourceBundle(lang, 'translation') && (consoleLangs === null || consoleLangs.has(lang));
}

/** Fetches a language's texts once: its login texts, and its console texts when those are in use. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, 'translation')) {
    i18n.addResourceBundle(lang, 'translation', (await import('./en-US')).enUS);
  }
  if (consoleLangs && !consoleLangs.has(lang)) {
    i18n.addResourceBundle(lang, 'translation', await consoleBundle(lang), true);
    consoleLangs.add(lang);
  }
}

/** The console's texts in Chinese (the fallback) and in the language in use; every lazily loaded page awaits this. */
export async function loadConsoleTexts(): Promise<void> {
  if (consoleLangs) return;
  const langs: Lang[] = currentLang() === 'en-US' ? ['zh-CN', 'en-US'] : ['zh-CN'];
  const bundles = await Promise.all(langs.map(consoleBundle));
  if (consoleLangs) return;
  langs.forEach((lang, i) => i18n.addResourceBundle(lang, 'translation', bundles[i], true));
  consoleLangs = new Set(langs);
}

export function currentLang(): Lang {
  return i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
}

/** Switches the language (at once when its texts are loaded, else once they arrive) and remembers the choice. */
export function setLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang;
  if (isLoaded(lang)) void i18n.changeLanguage(lang);
  else void loadLanguage(lang).then(() => i18n.changeLanguage(lang));
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

export const t = i18n.t.bind(i18n);
export { i18n, useTranslation };
