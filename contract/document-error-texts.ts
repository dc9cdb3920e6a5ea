import { defineErrorTexts } from './error-texts';

/** Refusals of files and of document security. Registered when imported (see contract/error-texts.ts). */
export const documentErrorTexts = defineErrorTexts({
  // files
  'e.fileMissing': { 'zh-CN': '请选择要上传的文件', 'en-US': 'Please choose a file to upload' },
  'e.fileType': {
    'zh-CN': '仅支持上传JPG、PNG图片或PDF文件',
    'en-US': 'Only JPG and PNG images and PDF files can be uploaded',
  },
  // document security
  'e.wmFileType': {
    'zh-CN': '仅支持PDF文件或JPG、PNG图片',
    'en-US': 'Only PDF files and JPG or PNG images are supported',
  },
  'e.wmPdfEncrypted': {
    'zh-CN': 'PDF已加密，请上传未加密的版本',
    'en-US': 'The PDF is encrypted; upload a version without a password',
  },
  'e.wmPdfBroken': {
    'zh-CN': '无法读取该PDF，文件可能已损坏',
    'en-US': 'The PDF cannot be read; the file may be damaged',
  },
  'e.wmPdfTooManyPages': {
    'zh-CN': 'PDF不能超过{{0}}页，请拆分后再上传',
    'en-US': 'A PDF can have at most {{0}} pages; split it and upload the parts',
  },
  'e.wmImageTooLarge': {
    'zh-CN': '图片过大：边长不超过{{0}}像素，总像素不超过{{1}}万',
    'en-US': 'The image is too large: at most {{0}} pixels a side and {{1}}0,000 pixels in all',
  },
  'e.wmImageBroken': {
    'zh-CN': '无法读取该图片，文件可能已损坏',
    'en-US': 'The image cannot be read; the file may be damaged',
  },
  'e.wmImageBlank': {
    'zh-CN': '图片为纯色（全白或全黑），无法嵌入或检测水印',
    'en-US': 'The image is a single colour (all white or all black) and cannot carry or show a watermark',
  },
  'e.wmPdfTooManyCopies': {
    'zh-CN': '一次最多生成{{0}}页副本（PDF页数×接收人数），请减少接收人后分批分发',
    'en-US': 'At most {{0}} pages of copies at a time (PDF pages × recipients); issue to fewer recipients at once',
  },
  'e.wmDownloadTooManyPages': {
    'zh-CN': '本单位要求下载时加水印，但该PDF超过{{0}}页，无法生成加水印副本；请联系管理员',
    'en-US':
      'This unit watermarks downloads, but the PDF has more than {{0}} pages and cannot be marked; ask an administrator',
  },
  'e.wmRecipientUnknown': { 'zh-CN': '接收人不是本单位成员', 'en-US': 'A recipient is not a member of this unit' },
  'e.fileTooLarge': { 'zh-CN': '文件大小不能超过{{0}}MB', 'en-US': 'The file cannot be larger than {{0}} MB' },
  'e.imageTooLarge': {
    'zh-CN': '图片尺寸过大，不能超过{{0}}万像素',
    'en-US': 'The image is too large; at most {{0}} megapixels',
  },
  'e.imageUnreadable': { 'zh-CN': '图片文件已损坏，无法读取', 'en-US': 'The image file is damaged and cannot be read' },
  'e.fileInUse': {
    'zh-CN': '该文件正被认证资料使用，不能删除',
    'en-US': 'This file belongs to a certification and cannot be deleted',
  },
  'e.fileLinkInvalid': {
    'zh-CN': '文件链接无效或已过期',
    'en-US': 'The file link is invalid or has expired',
  },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    document: typeof documentErrorTexts;
  }
}
