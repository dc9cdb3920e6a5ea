/** Version notes of the console. Its public surface. */
export { versionRoutes } from './routes';
