/** Devices (seals) of a unit, and the device gateway's reports. Its public surface. */
import { deviceRepo } from './repository';
export { isReportedLost } from './live';
export { deviceRoutes } from './routes';
export { deviceStatus, reportOperation } from './service';
/** The gateway's command calls, which the simulator makes as its devices would. */
export { acknowledge as acknowledgeCommand, fetchCommands } from './commands';

/** The unit's devices other modules read, and a device's row lock (held until their transaction ends). */
export const deviceRows: Pick<typeof deviceRepo, 'byDeviceId' | 'lock'> = deviceRepo;
/**
 * A renewal's effect on the device: its service end moves forward (inside the payer's transaction), and back by the
 * refunded share (inside the refund's).
 */
export const deviceService: Pick<typeof deviceRepo, 'extendService' | 'shortenService'> = deviceRepo;
