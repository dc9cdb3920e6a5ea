import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { formatMessage, type Lang } from '@contract/messages';
import { zhCN } from './zh-CN';

const LANG_KEY = 'lang';

// Chinese is the default and ships with the page; English is its own chunk, fetched when chosen (the /login budget).
void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN } },
  partialBundledLanguages: true,
  lng: 'zh-CN',
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** Fetches a language's texts once; zh-CN is always there. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const { enUS } = await import('./en-US');
  i18n.addResourceBundle(lang, 'translation', enUS);
}

export function currentLang(): Lang {
  return i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
}

/** Switches the language (at once when its texts are loaded, else once they arrive) and remembers the choice. */
export function setLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
  document.documentElement.lang = lang;
  if (i18n.hasResourceBundle(lang, 'translation')) void i18n.changeLanguage(lang);
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
