/** The message centre: messages to members. Its public surface. */
import { messageRepo } from './repository';
export { messageRoutes } from './routes';
export { type MessageTexts, messageTextsOf } from './texts';

/** A message to one member (other modules' notices). */
export const messageRows: Pick<typeof messageRepo, 'insert'> = messageRepo;
