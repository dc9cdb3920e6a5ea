import type { zhCNCost } from './cost.zh-CN';

/** English texts of the console: Cost center. */
export const enUSCost: typeof zhCNCost = {};
