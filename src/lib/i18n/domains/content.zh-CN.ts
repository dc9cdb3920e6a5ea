/** Chinese texts of the console: Content sections: projects, games, coaching, reviews, downloads and policy news. */
export const zhCNContent = {};
