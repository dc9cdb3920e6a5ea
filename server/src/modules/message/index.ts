export { messageRepo } from './repository';
export { messageRoutes } from './routes';
export { type MessageTexts, messageTextsOf } from './texts';
