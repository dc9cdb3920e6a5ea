import { defineErrorTexts } from './error-texts';

/** Refusals of content sections. Registered when imported (see contract/error-texts.ts). */
export const contentErrorTexts = defineErrorTexts({
  // content sections
  'v.contentTagsMax': { 'zh-CN': '标签最多{{0}}个', 'en-US': 'At most {{0}} tags' },
  'v.contentAttachmentsMax': { 'zh-CN': '附件最多{{0}}个', 'en-US': 'At most {{0}} attachments' },
  'v.contentWindow': { 'zh-CN': '下线时间须晚于上线时间', 'en-US': 'The end of publishing must be after its start' },
  'v.contentUnitsRequired': { 'zh-CN': '请选择可见单位', 'en-US': 'Choose the units that may see it' },
  'e.contentSignupTwice': {
    'zh-CN': '本单位已报名，无需重复报名',
    'en-US': 'Your unit has already signed up',
  },
  'e.contentSignupClosed': { 'zh-CN': '报名已截止', 'en-US': 'Sign-up has closed' },
  'e.contentSignupKind': { 'zh-CN': '该内容不支持报名', 'en-US': 'This item takes no sign-ups' },
  'e.contentFileType': {
    'zh-CN': '仅支持上传JPG、PNG、PDF、MP4或Word/Excel（docx、xlsx）文件',
    'en-US': 'Only JPG, PNG, PDF, MP4 and Word/Excel (docx, xlsx) files can be uploaded',
  },
  'e.contentNotPublished': { 'zh-CN': '该内容未发布', 'en-US': 'This item is not published' },
  'e.contentFileUnknown': { 'zh-CN': '文件不存在或已被删除', 'en-US': 'The file does not exist or was deleted' },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    content: typeof contentErrorTexts;
  }
}
