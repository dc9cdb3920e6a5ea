import type { RouteObject } from 'react-router-dom';

/** Document security: its pages inside the shell (see ../route-builders). */
export const documentRoutes: RouteObject[] = [];
