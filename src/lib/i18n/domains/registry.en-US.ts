import type { zhCNRegistry } from './registry.zh-CN';

/** English texts of the console: System side: dictionary, organisation, menus, complaints and advice. */
export const enUSRegistry: typeof zhCNRegistry = {};
