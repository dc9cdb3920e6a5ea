/** The device simulator of the demo mode. Its public surface. */
export { simulateStep, startSimulator, stepKinds } from './service';
