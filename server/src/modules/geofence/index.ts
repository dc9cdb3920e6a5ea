/** Saved places (常用地点): the named fences a unit keeps for its grants. Its public surface. */
export { geofenceRoutes } from './routes';
