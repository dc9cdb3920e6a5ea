/** Chinese texts of the console: System side: units, quotas, reviews and home figures. */
export const zhCNPlatform = {};
