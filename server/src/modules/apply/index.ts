export { applyNoOf, noticeRows } from './notices';
export { applyRepo } from './repository';
export { applyRoutes } from './routes';
export { listQueryOf, refuseUnbindWithOpenApplications } from './service';
export { type Accepted, type Action, type Effect, type MachineApp, decide, start } from './state-machine';
