import { defineErrorTexts } from './error-texts';

/** The cost center's refusals. Registered when imported (see contract/error-texts.ts). */
export const costErrorTexts = defineErrorTexts({
  'e.orderProductUnknown': {
    'zh-CN': '该服务或套餐不存在或已下架',
    'en-US': 'This service or package does not exist or is no longer on sale',
  },
  'e.orderDeviceRequired': {
    'zh-CN': '续费印章服务需要选择设备',
    'en-US': 'Choose the device whose seal service to renew',
  },
  'e.orderDeviceNotApplicable': {
    'zh-CN': '该设备的类型与所选服务不符',
    'en-US': "The device's type does not match the chosen service",
  },
  'e.orderNotPayable': { 'zh-CN': '该订单已不能支付', 'en-US': 'This order can no longer be paid' },
  'e.orderNotCancellable': {
    'zh-CN': '该订单当前状态不能取消',
    'en-US': 'This order cannot be cancelled in its current state',
  },
  'e.orderAlreadyPaid': {
    'zh-CN': '该订单已支付，不能取消',
    'en-US': 'This order has been paid and cannot be cancelled',
  },
  'e.sandboxOff': {
    'zh-CN': '沙箱支付仅在演示模式下可用',
    'en-US': 'The sandbox payment channel is available in demo mode only',
  },
  'e.payChannelNotOffered': {
    'zh-CN': '该支付方式暂不可用，请选择其他支付方式',
    'en-US': 'This payment method is not available; please choose another',
  },
  'e.payChannelUnavailable': {
    'zh-CN': '支付渠道暂时无法访问，请稍后重试',
    'en-US': 'The payment channel cannot be reached right now; please try again later',
  },
  'e.holdingNoPeriod': {
    'zh-CN': '该套餐没有服务期，无需自动续费',
    'en-US': 'This package has no service period to renew',
  },
  'e.refundNotAllowed': {
    'zh-CN': '该订单当前状态不能申请退款（未支付或已有退款在处理中）',
    'en-US': 'This order cannot be refunded in its current state (unpaid, or a refund is under way)',
  },
  'e.refundOverAmount': {
    'zh-CN': '退款金额不能超过可退金额{{0}}元（已开票未红冲的部分不能退款）',
    'en-US':
      'The refund cannot exceed the refundable {{0}} yuan (what is invoiced and not reversed cannot be refunded)',
  },
  'e.refundNotWaiting': { 'zh-CN': '该退款申请已处理', 'en-US': 'This refund request has been handled already' },
  'e.transferNotChosen': {
    'zh-CN': '该订单未选择对公转账',
    'en-US': 'This order is not paid by bank transfer',
  },
  'e.transferNotWaiting': {
    'zh-CN': '该转账当前状态不能进行此操作（已处理，或尚未上传回单）',
    'en-US': 'This transfer cannot take this step in its state (already handled, or no receipt yet)',
  },
  'e.receiptNotAccepted': {
    'zh-CN': '该订单当前状态不能上传回单（审核中或已支付）',
    'en-US': 'A receipt cannot be handed in for this order now (under review or paid)',
  },
  'e.statementNoHeader': {
    'zh-CN': '对账单无法识别：首行应为表头，包含“金额”列和“附言”（或“摘要”“备注”）列',
    'en-US':
      'The statement is not recognised: its first line must be a header with an amount (金额) column and a note (附言, 摘要 or 备注) column',
  },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    cost: typeof costErrorTexts;
  }
}
