/** Approval templates of a device. Its public surface. */
export { templateRoutes } from './routes';
export { removeTemplatesOfDevice } from './service';
