import type { zhCNDocument } from './document.zh-CN';

/** English texts of the console: Document security: watermarks, detection and comparison. */
export const enUSDocument: typeof zhCNDocument = {};
