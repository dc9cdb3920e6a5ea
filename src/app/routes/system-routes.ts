import type { RouteObject } from 'react-router-dom';

/** The system side (platform administration): its pages inside the shell (see ../route-builders). */
export const systemRoutes: RouteObject[] = [];
