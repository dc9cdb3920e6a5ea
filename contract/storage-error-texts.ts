import { defineErrorTexts } from './error-texts';

/** Refusals of object storage and of uploads straight to it. Registered when imported (see contract/error-texts.ts). */
export const storageErrorTexts = defineErrorTexts({
  'e.storageUnavailable': {
    'zh-CN': '文件存储暂时无法访问，请稍后重试',
    'en-US': 'File storage cannot be reached right now; please try again later',
  },
  'e.uploadExpired': {
    'zh-CN': '上传已超时，请重新上传',
    'en-US': 'The upload took too long; please upload the file again',
  },
  'e.uploadIncomplete': {
    'zh-CN': '文件尚未上传完成，请重新上传',
    'en-US': 'The file has not been uploaded completely; please upload it again',
  },
  'e.uploadMismatch': {
    'zh-CN': '上传的文件与所选文件不一致，请重新上传',
    'en-US': 'The uploaded file differs from the file chosen; please upload it again',
  },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    storage: typeof storageErrorTexts;
  }
}
