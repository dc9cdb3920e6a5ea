import type { Lang } from '@contract/error-texts';

/**
 * The console's text domains: catalogues that load with the pages that use them (src/app/route-builders.ts
 * `withTexts`), not with the shell, so a staff page does not fetch the system side's texts. A domain is one entry
 * here, its Chinese and its English file under ./domains (the English typed against the Chinese); its keys are
 * typed keys of `t` at once (./text-keys.ts) and count for the dead-key check (scripts/i18n-dead-keys.mjs).
 */
export const textDomains = {
  accounts: {
    'zh-CN': () => import('./domains/accounts.zh-CN').then((m) => m.zhCNAccounts),
    'en-US': () => import('./domains/accounts.en-US').then((m) => m.enUSAccounts),
  },
  platform: {
    'zh-CN': () => import('./domains/platform.zh-CN').then((m) => m.zhCNPlatform),
    'en-US': () => import('./domains/platform.en-US').then((m) => m.enUSPlatform),
  },
  registry: {
    'zh-CN': () => import('./domains/registry.zh-CN').then((m) => m.zhCNRegistry),
    'en-US': () => import('./domains/registry.en-US').then((m) => m.enUSRegistry),
  },
  cost: {
    'zh-CN': () => import('./domains/cost.zh-CN').then((m) => m.zhCNCost),
    'en-US': () => import('./domains/cost.en-US').then((m) => m.enUSCost),
  },
  document: {
    'zh-CN': () => import('./domains/document.zh-CN').then((m) => m.zhCNDocument),
    'en-US': () => import('./domains/document.en-US').then((m) => m.enUSDocument),
  },
  content: {
    'zh-CN': () => import('./domains/content.zh-CN').then((m) => m.zhCNContent),
    'en-US': () => import('./domains/content.en-US').then((m) => m.enUSContent),
  },
  invoice: {
    'zh-CN': () => import('./domains/invoice.zh-CN').then((m) => m.zhCNInvoice),
    'en-US': () => import('./domains/invoice.en-US').then((m) => m.enUSInvoice),
  },
  anomaly: {
    'zh-CN': () => import('./domains/anomaly.zh-CN').then((m) => m.zhCNAnomaly),
    'en-US': () => import('./domains/anomaly.en-US').then((m) => m.enUSAnomaly),
  },
  compare: {
    'zh-CN': () => import('./domains/compare.zh-CN').then((m) => m.zhCNCompare),
    'en-US': () => import('./domains/compare.en-US').then((m) => m.enUSCompare),
  },
  batch: {
    'zh-CN': () => import('./domains/batch.zh-CN').then((m) => m.zhCNBatch),
    'en-US': () => import('./domains/batch.en-US').then((m) => m.enUSBatch),
  },
  palette: {
    'zh-CN': () => import('./domains/palette.zh-CN').then((m) => m.zhCNPalette),
    'en-US': () => import('./domains/palette.en-US').then((m) => m.enUSPalette),
  },
  geofence: {
    'zh-CN': () => import('./domains/geofence.zh-CN').then((m) => m.zhCNGeofence),
    'en-US': () => import('./domains/geofence.en-US').then((m) => m.enUSGeofence),
  },
} satisfies Record<string, Record<Lang, () => Promise<object>>>;

export type TextDomain = keyof typeof textDomains;

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every domain's Chinese catalogue, merged: the keys the domains add to `t`. */
export type DomainResources = Intersection<
  { [D in TextDomain]: Awaited<ReturnType<(typeof textDomains)[D]['zh-CN']>> }[TextDomain]
>;
