/** The content sections: items the platform publishes and units read. Its public surface. */
export { contentRoutes } from './routes';
