import type { zhCNContent } from './content.zh-CN';

/** English texts of the console: Content sections: projects, games, coaching, reviews, downloads and policy news. */
export const enUSContent: typeof zhCNContent = {};
