/** The platform's data dictionary: types and entries other modules offer as choices. Its public surface. */
export { dictionaryRoutes } from './routes';
export { entryOfType, options as dictOptions } from './service';
