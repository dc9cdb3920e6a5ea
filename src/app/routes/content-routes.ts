import type { RouteObject } from 'react-router-dom';

/** The content sections: projects, games and services: its pages inside the shell (see ../route-builders). */
export const contentRoutes: RouteObject[] = [];
