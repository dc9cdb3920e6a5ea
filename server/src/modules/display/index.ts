/** Display links: named, revocable tokens that open one unit's wall display without a staff session. Its public surface. */
export { displayRoutes } from './routes';
