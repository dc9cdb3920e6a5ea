import type { zhCNLicenceOcr } from './licence-ocr.zh-CN';

/** English texts of the console: business-licence recognition on the certification form. */
export const enUSLicenceOcr: typeof zhCNLicenceOcr = {
  licenceOcr: {
    filled: 'Filled in from the business licence; please check',
    fillYourself: 'These could not be read reliably; please fill them in from the licence: {{fields}}',
    dates: 'Licence established on {{established}}; valid until: {{until}}',
    longTerm: 'open-ended',
    notRead: 'not read',
  },
};
