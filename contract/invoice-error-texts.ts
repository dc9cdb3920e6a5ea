import { defineErrorTexts } from './error-texts';

/** The invoices' refusals and field rules (registered when imported, see contract/error-texts.ts). */
export const invoiceErrorTexts = defineErrorTexts({
  'v.taxNumber': {
    'zh-CN': '请输入正确的统一社会信用代码（18位）',
    'en-US': 'Enter a valid 18-character unified social credit code',
  },
  'v.invoiceOrdersRequired': { 'zh-CN': '请选择要开票的订单', 'en-US': 'Choose the orders to invoice' },
  'e.payerLimit': {
    'zh-CN': '发票抬头最多{{0}}个',
    'en-US': 'A unit keeps at most {{0}} payers',
  },
  'e.invoiceOverAmount': {
    'zh-CN': '订单{{0}}的可开票金额不足，请刷新后重试',
    'en-US': 'Order {{0}} has nothing left to invoice; refresh and try again',
  },
  'e.invoiceSpecialNeedsCertified': {
    'zh-CN': '增值税专用发票仅限已认证单位的企业抬头',
    'en-US': 'Special VAT invoices are for enterprise payers of certified units only',
  },
  'e.invoiceNotCancellable': {
    'zh-CN': '该发票已开具或已撤销，不能撤销',
    'en-US': 'This invoice has been issued or withdrawn and cannot be withdrawn',
  },
  'e.invoiceNotAcceptable': {
    'zh-CN': '该发票尚未开具或已确认签收',
    'en-US': 'This invoice has not been issued or has been accepted already',
  },
  'e.invoiceNotWaiting': {
    'zh-CN': '该开票申请已处理',
    'en-US': 'This invoice request has been handled already',
  },
  'e.noInvoiceIssuer': {
    'zh-CN': '尚未配置开票服务',
    'en-US': 'No invoice issuing service is configured',
  },
  'e.invoiceIssuerUnavailable': {
    'zh-CN': '开票服务暂时无法连接，请稍后重试',
    'en-US': 'The invoice issuing service cannot be reached; try again later',
  },
  'e.invoiceIssuerAuth': {
    'zh-CN': '开票服务拒绝了本平台的认证，请联系管理员检查开票配置',
    'en-US': 'The invoice issuing service refused our credentials; ask the administrator to check its settings',
  },
  'e.invoiceIssuerRefused': {
    'zh-CN': '开票服务拒绝开具：{{0}}',
    'en-US': 'The invoice issuing service refused: {{0}}',
  },
  'e.invoiceIssueFailed': {
    'zh-CN': '发票开具失败：{{0}}',
    'en-US': 'The invoice could not be issued: {{0}}',
  },
  'e.invoiceStillIssuing': {
    'zh-CN': '发票正在开具中，请稍后再次点击开具',
    'en-US': 'The invoice is still being issued; issue it again in a moment',
  },
  'e.invoiceNotReversible': {
    'zh-CN': '只有已开具或已接收的发票可以红冲',
    'en-US': 'Only an issued or accepted invoice can be reversed',
  },
  'e.invoiceNotReissuable': {
    'zh-CN': '只有已红冲且尚未重开的发票可以重新开具',
    'en-US': 'Only a reversed invoice not yet issued again can be issued again',
  },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    invoice: typeof invoiceErrorTexts;
  }
}
