/** Chinese texts of the console: Document security: watermarks, detection and comparison. */
export const zhCNDocument = {};
