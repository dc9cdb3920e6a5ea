export * from './menu-tree';
export { menuNavQuery } from './menu-query';
