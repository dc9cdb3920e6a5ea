/** The version history (spec section 7): type 0 for the general edition, type 1 for the security-focused one. */
export interface SeedVersion {
  versionNumber: string;
  releasedAt: string;
  details: string;
  type: 0 | 1;
}

const general: Array<Omit<SeedVersion, 'type'>> = [
  {
    versionNumber: '5.6.0',
    releasedAt: '2024-11-18',
    details:
      '1. 新增用印申请草稿功能，申请可先保存后提交；\n2. 优化用印审批列表的加载速度；\n3. 修复部分设备绑定后列表不刷新的问题。',
  },
  {
    versionNumber: '5.7.0',
    releasedAt: '2025-02-24',
    details:
      '1. 新增手机同步拍照，盖章过程实时回传照片；\n2. 使用记录支持按设备、时间筛选；\n3. 优化登录页验证码发送的倒计时提示。',
  },
  {
    versionNumber: '5.8.0',
    releasedAt: '2025-05-12',
    details: '1. 新增月度统计报表；\n2. 费用中心支持电子专用发票开具；\n3. 修复授权记录分页显示错误的问题。',
  },
  {
    versionNumber: '5.8.3',
    releasedAt: '2025-07-07',
    details: '1. 修复部分 S20G 设备加墨记录重复的问题；\n2. 优化导出记录的文件命名。',
  },
  {
    versionNumber: '5.9.0',
    releasedAt: '2025-09-15',
    details: '1. 新增文档比对功能，支持盖章前后文件比对；\n2. 新增规则配置与比对记录；\n3. 单位管理支持下级单位。',
  },
  {
    versionNumber: '6.0.0',
    releasedAt: '2026-01-12',
    details:
      '1. 全新控制台界面，支持多标签页浏览；\n2. 菜单与按钮权限由服务端按角色下发；\n3. 新增版本更新提醒；\n4. 请求签名升级，提升接口安全性。',
  },
  {
    versionNumber: '6.0.1',
    releasedAt: '2026-02-09',
    details: '1. 修复切换单位后消息数量未刷新的问题；\n2. 优化侧边栏在小屏幕下的折叠效果。',
  },
  {
    versionNumber: '6.0.2',
    releasedAt: '2026-04-20',
    details: '1. 新增试盖章功能；\n2. 成员管理支持批量导入；\n3. 修复部分浏览器下文件上传进度不显示的问题。',
  },
  {
    versionNumber: '6.0.3',
    releasedAt: '2026-06-29',
    details: '1. 新增操作记录查询；\n2. 设备列表显示服务到期提醒；\n3. 优化大屏显示下的页面缩放。',
  },
  {
    versionNumber: '6.0.4',
    releasedAt: '2026-08-31',
    details:
      '1. 修改密码支持短信验证码校验，密码规则统一为8-16位字母、数字和特殊字符组合；\n2. 修复授权详情页偶发空白的问题。',
  },
  {
    versionNumber: '6.0.5',
    releasedAt: '2026-10-26',
    details:
      '1. 消息中心支持按类型、已读状态和关键字筛选，支持全部标为已读；\n2. 新增版本历史查看；\n3. 优化菜单权限校验，无权限的操作将明确提示；\n4. 修复若干已知问题，提升系统稳定性。',
  },
];

const security: Array<Omit<SeedVersion, 'type'>> = [
  {
    versionNumber: '6.0.0',
    releasedAt: '2026-01-19',
    details: '1. 安全版全新控制台界面；\n2. 关闭单位自助创建，单位由平台统一开通；\n3. 请求签名升级。',
  },
  {
    versionNumber: '6.0.3',
    releasedAt: '2026-07-06',
    details: '1. 新增操作记录查询与审计日志；\n2. 优化文件防伪检测速度。',
  },
  {
    versionNumber: '6.0.5',
    releasedAt: '2026-11-02',
    details: '1. 消息中心支持筛选和全部标为已读；\n2. 新增版本历史查看；\n3. 加强菜单权限的服务端校验。',
  },
];

export const seedVersions: SeedVersion[] = [
  ...general.map((v) => ({ ...v, type: 0 as const })),
  ...security.map((v) => ({ ...v, type: 1 as const })),
];
