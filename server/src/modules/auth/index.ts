export { membershipRepo, userRepo } from './repository';
export { authRoutes } from './routes';
export { verifyCode } from './sms-codes';
