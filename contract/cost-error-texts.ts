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
  'e.noPaymentChannel': {
    'zh-CN': '尚未配置支付渠道，请联系平台',
    'en-US': 'No payment channel is configured; contact the platform',
  },
  'e.sandboxOff': {
    'zh-CN': '沙箱支付仅在演示模式下可用',
    'en-US': 'The sandbox payment channel is available in demo mode only',
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
});

declare module './error-texts' {
  interface ErrorCatalogues {
    cost: typeof costErrorTexts;
  }
}
