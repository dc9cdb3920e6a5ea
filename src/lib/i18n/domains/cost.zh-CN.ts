/** Chinese texts of the console: Cost center. */
export const zhCNCost = {};
