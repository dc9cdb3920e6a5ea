import { defineErrorTexts } from './error-texts';

/** Document comparison's refusals (registered when imported, see contract/error-texts.ts). */
export const compareErrorTexts = defineErrorTexts({
  'v.cmpOldRequired': { 'zh-CN': '请上传原文档', 'en-US': 'Please upload the original document' },
  'v.cmpNewRequired': { 'zh-CN': '请上传比对文档', 'en-US': 'Please upload the document to compare' },
  'v.cmpAreaPage': { 'zh-CN': '请输入页码（从1开始）', 'en-US': 'Enter a page number (from 1)' },
  'v.cmpAreaNumber': { 'zh-CN': '请输入不小于0的毫米数', 'en-US': 'Enter millimetres, 0 or more' },
  'v.cmpAreaSize': { 'zh-CN': '请输入大于0的毫米数', 'en-US': 'Enter millimetres, more than 0' },
  'e.cmpFileType': {
    'zh-CN': '只能比对PDF、PNG或JPEG文件',
    'en-US': 'Only PDF, PNG or JPEG files can be compared',
  },
  'e.cmpEmpty': { 'zh-CN': '文件为空（0字节）', 'en-US': 'The file is empty (0 bytes)' },
  'e.cmpEncrypted': {
    'zh-CN': 'PDF已加密，请上传未加密的版本',
    'en-US': 'The PDF is encrypted; upload a version without a password',
  },
  'e.cmpBroken': { 'zh-CN': '文件已损坏，无法读取', 'en-US': 'The file is damaged and cannot be read' },
  'e.cmpTooManyPages': {
    'zh-CN': '文档页数超过{{0}}页，无法比对',
    'en-US': 'The document has more than {{0}} pages and cannot be compared',
  },
  'e.cmpTimeout': {
    'zh-CN': '比对超过{{0}}秒未完成，已停止；请减少页数后重试',
    'en-US': 'The comparison took more than {{0}} s and was stopped; try fewer pages',
  },
  'e.cmpNotDone': {
    'zh-CN': '比对尚未完成或已失败，请稍后再试',
    'en-US': 'The comparison has not finished or has failed; try again later',
  },
  // Document jobs (comparison today): a job that broke, and one whose runs were cut off too often.
  'e.docJobFailed': {
    'zh-CN': '处理失败，请检查文件后重试',
    'en-US': 'Processing failed; check the files and try again',
  },
  'e.docJobInterrupted': {
    'zh-CN': '处理多次被服务重启打断，已停止；请重试',
    'en-US': 'Processing was interrupted by server restarts too often and was stopped; please try again',
  },
  'e.cmpExpectedType': {
    'zh-CN': '只有用印后比对可以标记预期盖章区域',
    'en-US': 'Only a comparison after stamping can have an expected stamp area',
  },
  'e.cmpExpectedPage': {
    'zh-CN': '比对文档只有{{0}}页，请选择其中的一页',
    'en-US': 'The compared document has {{0}} pages; choose one of them',
  },
  'e.cmpExpectedOutside': {
    'zh-CN': '预期盖章区域超出了页面范围',
    'en-US': 'The expected stamp area lies outside the page',
  },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    compare: typeof compareErrorTexts;
  }
}
