/** Chinese texts of the console: System side: dictionary, organisation, menus, complaints and advice. */
export const zhCNRegistry = {};
