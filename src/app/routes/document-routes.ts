import type { RouteObject } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { route } from '../route-builders';

/** Document security: its pages inside the shell (see ../route-builders). */
export const documentRoutes: RouteObject[] = [
  route(paths.document.records, () => import('@/features/document/pages/records-page'), { cache: true }),
  route(paths.document.watermark, () => import('@/features/document/pages/watermark-page'), { cache: true }),
  route(paths.document.rules, () => import('@/features/document/pages/rules-page')),
  route(paths.document.detect, () => import('@/features/document/pages/compare-page'), { cache: true }),
  route(paths.document.compareDetail.pattern, () => import('@/features/document/pages/compare-detail-page'), {
    titleKey: 'compare.detail.title',
    menuPaths: [paths.document.detect],
  }),
];
