/**
 * The two editions of spec section 1, chosen at build time with VITE_EDITION (or EDITION, shared with the server).
 * Only the security edition's words differ; it may not create units.
 */
import { sellers } from '@contract/sellers';
import { paths } from '@/lib/paths';

export interface EditionConfig {
  id: 'general' | 'security';
  companyName: string;
  address: string;
  servicePhone: string;
  bank: { name: string; number: string; account: string };
  filingNumber: string;
  helpLinks: { manual: string; faq: string };
  logo: string;
  /** Word used in the file anti-forgery page title. */
  fileTitleWord: string;
  version: string;
  paymentEnforced: boolean;
  canCreateUnits: boolean;
  /** The `type` of the version list (spec section 7): 1 for the security edition's versions, 0 otherwise. */
  versionType: 0 | 1;
}

const common = {
  address: '上海市浦东新区张江高科技园区',
  servicePhone: '400-820-0000',
  version: '6.0.5',
  logo: '/favicon.svg',
};

export const editions: Record<EditionConfig['id'], EditionConfig> = {
  general: {
    ...common,
    id: 'general',
    ...sellers.general,
    filingNumber: '沪ICP备20260001号',
    helpLinks: { manual: paths.help('manual'), faq: paths.help('faq') },
    fileTitleWord: '文件防伪',
    paymentEnforced: true,
    canCreateUnits: true,
    versionType: 0,
  },
  security: {
    ...common,
    id: 'security',
    ...sellers.security,
    filingNumber: '沪ICP备20260002号',
    helpLinks: { manual: paths.help('security-manual'), faq: paths.help('security-faq') },
    fileTitleWord: '文件安全',
    paymentEnforced: false,
    canCreateUnits: false,
    versionType: 1,
  },
};

export const edition: EditionConfig =
  import.meta.env.VITE_EDITION === 'security' ? editions.security : editions.general;
