import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { route } from '../route-builders';

const listPage = () => import('@/features/content/pages/content-list-page');
const detailPage = () => import('@/features/content/pages/content-detail-page');

/** The content sections: projects, games and services: its pages inside the shell (see ../route-builders). */
export const contentRoutes: RouteObject[] = [
  route(paths.content.projects, listPage, { cache: true }),
  route(paths.content.projectDetail.pattern, detailPage, {
    titleKey: 'content.detailTitle.project',
    menuPaths: [paths.content.projects],
  }),
  route(paths.content.gameList, listPage, { cache: true }),
  route(paths.content.gameDetail.pattern, detailPage, {
    titleKey: 'content.detailTitle.game',
    menuPaths: [paths.content.gameList],
  }),
  // The service lists open an item in place (?open=<id>), so they are not kept while hidden.
  route(paths.content.coaching, listPage),
  route(paths.content.reviews, listPage),
  route(paths.content.downloads, listPage),
  route(paths.content.policyNews, listPage),
  route(paths.content.manage, () => import('@/features/content/pages/content-manage-page')),
  route(paths.content.edit.pattern, () => import('@/features/content/pages/content-edit-page'), {
    titleKey: 'content.edit.title',
    menuPaths: [paths.content.manage],
  }),
];
