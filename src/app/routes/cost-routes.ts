import type { RouteObject } from 'react-router-dom';

/** The cost center: its pages inside the shell (see ../route-builders). */
export const costRoutes: RouteObject[] = [];
