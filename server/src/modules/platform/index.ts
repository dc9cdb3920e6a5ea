/** The system side's platform view: home figures, every unit, disabling and enabling a unit. Its public surface. */
export { platformRoutes } from './routes';
