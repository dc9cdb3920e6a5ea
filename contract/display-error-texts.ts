import { defineErrorTexts } from './error-texts';

/** The display links' refusals (registered when imported, see contract/error-texts.ts). */
export const displayErrorTexts = defineErrorTexts({
  'e.displayUnknown': { 'zh-CN': '此显示屏链接无效', 'en-US': 'This display link is not valid' },
  'e.displayRevoked': { 'zh-CN': '此显示屏已被撤销', 'en-US': 'This display was revoked' },
  'e.displayExpired': { 'zh-CN': '此显示屏链接已过期', 'en-US': 'This display link has expired' },
  'e.displayLimit': {
    'zh-CN': '每个单位最多{{0}}个有效的显示屏链接，请先撤销不用的',
    'en-US': 'A unit has at most {{0}} live display links: revoke those no longer used first',
  },
  'e.displayRevokedAlready': { 'zh-CN': '该显示屏已被撤销', 'en-US': 'This display has already been revoked' },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    display: typeof displayErrorTexts;
  }
}
