/** Complaints and advice: members submit, the platform assigns, replies and resolves. Its public surface. */
export { complaintRoutes } from './routes';
export { openComplaintCount } from './service';
