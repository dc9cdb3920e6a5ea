import { defineErrorTexts } from './error-texts';

/** Refusals of the dashboard layout. Registered when imported (see contract/error-texts.ts). */
export const dashboardErrorTexts = defineErrorTexts({
  // dashboard layout
  'e.layoutDuplicate': {
    'zh-CN': '同一组件在布局中出现了多次',
    'en-US': 'A widget appears more than once in the layout',
  },
  'e.layoutOutOfGrid': { 'zh-CN': '组件超出了看板的列数', 'en-US': 'A widget reaches beyond the columns of the grid' },
  'e.layoutSize': { 'zh-CN': '组件尺寸不在允许的范围内', 'en-US': 'A widget is smaller or larger than it may be' },
  'e.layoutOverlap': { 'zh-CN': '组件位置相互重叠', 'en-US': 'Two widgets overlap' },
});

declare module './error-texts' {
  interface ErrorCatalogues {
    dashboard: typeof dashboardErrorTexts;
  }
}
