import { describe, expect, it } from 'vitest';
import '@contract/error-text-catalogues';
import { registeredErrorTexts } from '@contract/error-texts';
import { liveTexts } from '@contract/live-texts';
import { messageTexts } from '@contract/message-texts';
import { enUSConsole } from '@/lib/i18n/en-US-console';
import { enUS } from '@/lib/i18n/en-US';
import { currentLang, setLang, t, textOr } from '@/lib/i18n';
import { textDomains } from '@/lib/i18n/text-domains';
import { zhCNConsole } from '@/lib/i18n/zh-CN-console';
import { zhCN } from '@/lib/i18n/zh-CN';
import { staffMenu, systemSideMenu, type SeedMenu } from '../../server/src/db/seed/menu-seed';

type Tree = { [key: string]: string | Tree };

/** [dotted key, text] of every string of a catalogue. */
function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
/** A brace that is not part of a {{name}} placeholder: another placeholder syntax crept in. */
const strayBrace = (text: string) => /[{}]/.test(text.replace(/\{\{\s*\w+\s*\}\}/g, ''));

const domainPairs = await Promise.all(
  Object.entries(textDomains).map(async ([name, loaders]) => ({
    name,
    zh: (await loaders['zh-CN']()) as Tree,
    en: (await loaders['en-US']()) as Tree,
  })),
);
const consolePairs = [
  { name: 'login', zh: zhCN as Tree, en: enUS as Tree },
  { name: 'console', zh: zhCNConsole as Tree, en: enUSConsole as Tree },
  ...domainPairs,
];
const contractCatalogues = { errorTexts: registeredErrorTexts(), liveTexts, messageTexts };

describe('the catalogues', () => {
  it.each(consolePairs)('$name: English has exactly the Chinese keys, with the same placeholders', ({ zh, en }) => {
    const english = new Map(leaves(en));
    // menuNames is empty in Chinese (the server's names are Chinese) and names the seeded menus in English.
    const chinese = leaves(zh).filter(([key]) => !key.startsWith('menuNames.'));
    expect([...english.keys()].filter((key) => !key.startsWith('menuNames.')).sort()).toEqual(
      chinese.map(([key]) => key).sort(),
    );
    for (const [key, text] of chinese)
      expect([key, placeholders(english.get(key)!)]).toEqual([key, placeholders(text)]);
  });

  it('write every placeholder as {{name}}, in the console and in the contract', () => {
    const texts = [
      ...consolePairs.flatMap(({ zh, en }) => [...leaves(zh), ...leaves(en)]),
      ...Object.values(contractCatalogues).flatMap((catalogue) =>
        Object.entries(catalogue).flatMap(([key, entry]) => [
          [key, entry['zh-CN']],
          [key, entry['en-US']],
        ]),
      ),
    ];
    expect(texts.filter(([, text]) => strayBrace(text!))).toEqual([]);
  });

  it("spell 'authorisation' one way in English texts, as the glossary does (identifiers keep 'authorization')", () => {
    const english = [
      ...consolePairs.flatMap(({ en }) => leaves(en)),
      ...Object.values(contractCatalogues).flatMap((catalogue) =>
        Object.entries(catalogue).map(([key, entry]) => [key, entry['en-US']] as [string, string]),
      ),
    ];
    expect(english.filter(([, text]) => /authoriz/i.test(text))).toEqual([]);
  });

  it('contract texts use the same numbered placeholders in both languages', () => {
    for (const [key, entry] of Object.values(contractCatalogues).flatMap((c) => Object.entries(c))) {
      expect([key, placeholders(entry['en-US'])]).toEqual([key, placeholders(entry['zh-CN'])]);
    }
  });
});

describe('menu names', () => {
  it('name every seeded menu, staff and system side, in English', () => {
    const urls = (menus: SeedMenu[]): string[] => menus.flatMap((m) => [m.url, ...urls(m.children ?? [])]);
    const unnamed = [...urls(staffMenu), ...urls(systemSideMenu)].filter(
      (url) => !(url in (enUSConsole.menuNames as Record<string, string>)),
    );
    expect(unnamed).toEqual([]);
  });
});

describe('t', () => {
  it('fills {{name}} placeholders in the language in use; textOr answers its fallback for an unknown key', () => {
    setLang('zh-CN');
    expect(t('login.resendIn', { seconds: 42 })).toBe('42秒后重新获取');
    setLang('en-US');
    expect(currentLang()).toBe('en-US');
    expect(t('login.resendIn', { seconds: 42 })).toBe('Resend in 42 s');
    expect(textOr('menuNames./no/such/menu', '某菜单')).toBe('某菜单');
    setLang('zh-CN');
  });
});
