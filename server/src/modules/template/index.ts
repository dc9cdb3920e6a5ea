export { templateRoutes } from './routes';
export { removeTemplatesOfDevice } from './service';
