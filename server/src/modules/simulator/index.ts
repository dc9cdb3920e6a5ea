export { simulateStep, startSimulator, stepKinds } from './service';
