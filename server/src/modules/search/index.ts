/** The command palette's search across a unit's devices, members, applications and authorisations. Its public surface. */
export { searchRoutes } from './routes';
