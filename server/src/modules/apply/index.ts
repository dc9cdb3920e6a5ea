/** Applications for a seal's use and their approval (用印申请). Its public surface. */
import { applyRepo } from './repository';
export { applyNoOf, noticeRows } from './notices';
export { applyRoutes } from './routes';
export { listQueryOf, refuseUnbindWithOpenApplications } from './service';
export { type Accepted, type Action, type Effect, type MachineApp, decide, start } from './state-machine';

/** The applications other modules read: a page, one with its steps, and its row lock. */
export const applicationRows: Pick<typeof applyRepo, 'byId' | 'lock' | 'page' | 'steps'> = applyRepo;
