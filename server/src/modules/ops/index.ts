/** Operations: health probes, Prometheus metrics, the graceful shutdown. Its public surface. */
export { opsRoutes, LIVE_URL, READY_URL, METRICS_URL } from './routes';
export { markReady, markStopping, phaseOf, type Phase } from './lifecycle';
export { opsMetrics } from './metrics';
export { shutDownGracefully, type ShutdownSteps } from './shutdown';
