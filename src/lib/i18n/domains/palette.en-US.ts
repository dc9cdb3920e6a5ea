import type { zhCNPalette } from './palette.zh-CN';

/** English texts of the console: the command palette (Ctrl/Cmd+K). */
export const enUSPalette: typeof zhCNPalette = {
  palette: {
    title: 'Command palette',
    placeholder: 'Search pages, devices, members, applications, authorisations (pinyin initials too)',
    results: 'Search results',
    searching: 'Searching…',
    empty: 'Nothing matches',
    failed: 'The search failed, please try again',
    hint: 'Type a name, a number or pinyin initials to search',
    more: 'the first few only',
    newApplication: 'New seal-use application',
    groups: {
      actions: 'Actions',
      recent: 'Recently opened',
      pages: 'Pages',
      device: 'Devices',
      member: 'Members',
      application: 'Applications',
      authorization: 'Authorisations',
    },
    keys: { move: 'select', open: 'open', group: 'next group', close: 'close' },
  },
};
