/** 控制台文案：命令面板（Ctrl/Cmd+K）。 */
export const zhCNPalette = {
  palette: {
    title: '命令面板',
    placeholder: '搜索页面、设备、成员、申请、授权（支持拼音首字母）',
    results: '搜索结果',
    searching: '搜索中…',
    empty: '没有匹配的结果',
    failed: '搜索失败，请稍后重试',
    hint: '输入名称、编号或拼音首字母开始搜索',
    more: '仅显示前几条',
    newApplication: '新建用印申请',
    groups: {
      actions: '操作',
      recent: '最近打开',
      pages: '页面',
      device: '设备',
      member: '成员',
      application: '用印申请',
      authorization: '用印授权',
    },
    keys: { move: '选择', open: '打开', group: '切换分组', close: '关闭' },
  },
};
