import type { zhCNPlatform } from './platform.zh-CN';

/** English texts of the console: System side: units, quotas, reviews and home figures. */
export const enUSPlatform: typeof zhCNPlatform = {};
