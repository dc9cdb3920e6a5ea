import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { formatMessage, type Lang } from '@contract/messages';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

const LANG_KEY = 'lang';

function initialLang(): Lang {
  return localStorage.getItem(LANG_KEY) === 'en-US' ? 'en-US' : 'zh-CN';
}

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: initialLang(),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
});

export function currentLang(): Lang {
  return i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
}

export function setLang(lang: Lang): void {
  localStorage.setItem(LANG_KEY, lang);
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
}

/** Text of a contract message reference (validation rules and server refusals share one catalogue). */
export function messageText(reference: string): string {
  return formatMessage(reference, currentLang());
}

export const t = i18n.t.bind(i18n);
export { i18n, useTranslation };
