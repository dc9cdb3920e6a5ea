/** Log-in: accounts, SMS codes, passwords, the session's unit choice. Its public surface. */
import { membershipRepo, userRepo } from './repository';

export { authRoutes } from './routes';
export { verifyCode } from './sms-codes';

/** A user's units (the unit module lists them). */
export const membershipRows: Pick<typeof membershipRepo, 'unitsOf'> = membershipRepo;

/** Accounts by phone, and a new one (registering a unit for a new user). */
export const userRows: Pick<typeof userRepo, 'byMobile' | 'insert'> = userRepo;
