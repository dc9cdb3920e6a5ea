/** The anomaly centre: rules per unit, the alerts they open on use records, and the alerts' lifecycle. Its public surface. */
export { anomalyRoutes } from './routes';
export { judgeUse, prepareJudging } from './evaluate';
