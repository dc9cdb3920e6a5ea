import { defineErrorTexts } from './error-texts';

/** The anomaly centre's refusals and input rules (registered when imported, see contract/error-texts.ts). */
export const anomalyErrorTexts = defineErrorTexts({
  'v.anomalyTime': { 'zh-CN': '时间格式为HH:mm', 'en-US': 'Use the format HH:mm' },
  'v.anomalyDay': { 'zh-CN': '日期格式为YYYY-MM-DD', 'en-US': 'Use the format YYYY-MM-DD' },
  'v.anomalyHours': {
    'zh-CN': '下班时间须晚于上班时间',
    'en-US': 'The end of the working day must come after its start',
  },
  'v.anomalyRulesDistinct': { 'zh-CN': '每条规则只能出现一次', 'en-US': 'Each rule may appear only once' },
  'e.anomalyState': {
    'zh-CN': '该告警已被他人处理，请刷新后查看',
    'en-US': 'Someone else has already handled this alert; refresh to see its state',
  },
  'e.anomalyNoteRequired': {
    'zh-CN': '请填写处理说明',
    'en-US': 'Say how the alert was handled',
  },
  'e.anomalyAssignee': {
    'zh-CN': '只能指派给本单位在职的管理员或印章管理员',
    'en-US': 'An alert can only be given to an active administrator or seal keeper of the unit',
  },
  'e.anomalyClosed': {
    'zh-CN': '该告警已关闭',
    'en-US': 'This alert is closed',
  },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    anomaly: typeof anomalyErrorTexts;
  }
}
