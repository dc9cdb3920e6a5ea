export { deviceEvents, isReportedLost, liveDeviceOf } from './live';
export { deviceRepo } from './repository';
export { deviceRoutes } from './routes';
export { reportOperation } from './service';
