/**
 * The menu of the spec's route table (spec section 2) as data: the console's staff menu (system '003') and the system
 * side's (system '001'). A menu's `routerList` names its hidden child routes without their parameters (the console
 * matches them by prefix); `buttons` are the button permissions of the page. Children inherit their group's icon.
 */
export const STAFF_SYSTEM = { systemCode: '003', systemName: '印章管理平台', sort: 1 } as const;
export const SYSTEM_SIDE = { systemCode: '001', systemName: '系统管理', sort: 2 } as const;
export const seedSystems = [STAFF_SYSTEM, SYSTEM_SIDE];

export type Icon =
  | 'home'
  | 'seal'
  | 'device'
  | 'cost'
  | 'message'
  | 'unit'
  | 'file'
  | 'project'
  | 'games'
  | 'service'
  | 'system'
  | 'menu';

export interface SeedMenu {
  name: string;
  url: string;
  icon?: Icon;
  routerList?: string[];
  /** The red count a group shows. */
  counter?: 'seal' | 'message';
  /** [buttonCode, name] */
  buttons?: Array<[string, string]>;
  children?: SeedMenu[];
}

export const staffMenu: SeedMenu[] = [
  { name: '首页', url: '/dashboard', icon: 'home' },
  {
    name: '印章管理',
    url: '/sealManage',
    icon: 'seal',
    counter: 'seal',
    children: [
      {
        name: '用印申请',
        url: '/sealManage/usingSealApplication',
        buttons: [
          ['apply:add', '新增申请'],
          ['apply:revoke', '撤回申请'],
        ],
      },
      {
        name: '用印审批',
        url: '/sealManage/useaApplyexaminelist',
        routerList: ['/sealManage/examinedetail'],
        buttons: [['apply:approve', '审批']],
      },
      {
        name: '用印授权',
        url: '/sealManage/authorizationDown',
        routerList: ['/sealManage/authorizationdetail'],
        buttons: [
          ['authorization:add', '新增授权'],
          ['authorization:close', '结束授权'],
        ],
      },
      { name: '试盖章', url: '/sealManage/try' },
      {
        name: '待我使用',
        url: '/sealManage/authorizationActivate',
        routerList: ['/sealManage/authorizationdetail'],
        buttons: [['authorization:activate', '激活授权']],
      },
      {
        name: '授权记录',
        url: '/sealManage/useAuthorizationlist',
        routerList: ['/sealManage/authorizationdetail'],
      },
      {
        name: '模板管理',
        url: '/sealManage/tempManage',
        routerList: ['/sealManage/addtemplate'],
        buttons: [
          ['template:add', '新增模板'],
          ['template:edit', '编辑模板'],
        ],
      },
      { name: '申请记录', url: '/sealManage/applyList', routerList: ['/sealManage/examinedetail'] },
      {
        name: '使用记录',
        url: '/sealManage/useCordlist',
        routerList: ['/sealManage/recorddetail'],
        buttons: [['record:export', '导出']],
      },
      { name: '异常中心', url: '/sealManage/anomaly', routerList: ['/sealManage/anomalyDetail'] },
      { name: '操作记录', url: '/sealManage/operateRecord' },
      { name: '手机同步拍照', url: '/sealManage/phoneuse' },
      { name: '月度统计', url: '/sealManage/monthstatistics' },
      { name: '导出记录', url: '/sealManage/exportRecord' },
    ],
  },
  {
    name: '设备管理',
    url: '/server',
    icon: 'device',
    children: [
      {
        name: '设备列表',
        url: '/server/bindingseal',
        routerList: [
          '/server/bindingseal',
          '/server/templatelists',
          '/server/fileType',
          '/server/addFileType',
          '/server/changerecord',
        ],
        buttons: [
          ['device:bind', '绑定设备'],
          ['device:edit', '编辑设备'],
        ],
      },
    ],
  },
  {
    name: '费用中心',
    url: '/cost',
    icon: 'cost',
    children: [
      { name: '发票信息', url: '/cost/payerList' },
      {
        name: '服务缴费',
        url: '/cost/servicePay',
        routerList: ['/cost/devicePay', '/cost/filePay', '/cost/smsrecordlist', '/cost/mypackage', '/cost/cashier'],
        buttons: [['cost:pay', '缴费']],
      },
      { name: '证书更新', url: '/cost/sertupdate' },
      { name: '订单记录', url: '/cost/payLists', routerList: ['/cost/payrecordDetail'] },
      {
        name: '发票开具',
        url: '/cost/invoicerecordlist',
        routerList: ['/cost/invoiced', '/cost/invoicecorddetail'],
        buttons: [['invoice:apply', '开具发票']],
      },
    ],
  },
  {
    name: '消息中心',
    url: '/message',
    icon: 'message',
    counter: 'message',
    children: [
      { name: '消息列表', url: '/message/messageCenter', buttons: [['message:read', '标记已读']] },
      { name: '版本历史', url: '/message/versionHistory', routerList: ['/message/versionDetail'] },
    ],
  },
  {
    name: '单位管理',
    url: '/unit',
    icon: 'unit',
    children: [
      {
        name: '单位信息',
        url: '/unit/company',
        routerList: ['/unit/attestation', '/unit/updateAttestation'],
        buttons: [['company:edit', '编辑单位']],
      },
      { name: '组织管理', url: '/unit/subsidiary', buttons: [['subsidiary:edit', '编辑下级单位']] },
      {
        name: '成员管理',
        url: '/unit/member',
        routerList: ['/unit/memberDetail'],
        buttons: [
          ['member:add', '添加成员'],
          ['member:edit', '编辑成员'],
        ],
      },
      { name: '部门管理', url: '/unit/department', buttons: [['department:edit', '编辑部门']] },
      { name: '功能配置', url: '/unit/companyset', buttons: [['companyset:edit', '修改配置']] },
      // The unit's own audit log (the log page of the system side, scoped to the unit): administrators only.
      { name: '操作日志', url: '/unit/log' },
    ],
  },
  {
    name: '文档比对',
    url: '/file',
    icon: 'file',
    children: [
      { name: '文件防伪', url: '/file/watermark' },
      { name: '文档比对', url: '/file/detect' },
      { name: '规则配置', url: '/file/marklist' },
      { name: '比对记录', url: '/file/detectlist' },
    ],
  },
  {
    name: '项目',
    url: '/project',
    icon: 'project',
    children: [{ name: '项目列表', url: '/project/projectList', routerList: ['/project/projectDetail'] }],
  },
  {
    name: '赛事',
    url: '/games',
    icon: 'games',
    children: [{ name: '赛事列表', url: '/games/gamesList', routerList: ['/games/gamesDetail'] }],
  },
  {
    name: '服务',
    url: '/service',
    icon: 'service',
    children: [
      { name: '辅导列表', url: '/service/teachList' },
      { name: '审核列表', url: '/service/consutantsList' },
      { name: '资料下载', url: '/service/datum' },
      { name: '政策资讯', url: '/service/dynamicList' },
    ],
  },
  /** Shown by the console in development environments only. */
  {
    name: '菜单管理',
    url: '/menu',
    icon: 'menu',
    routerList: ['/addMenu'],
    buttons: [
      ['menu:list', '菜单查询'],
      ['menu:edit', '菜单编辑'],
    ],
  },
];

export const systemSideMenu: SeedMenu[] = [
  {
    name: '系统管理',
    url: '/system',
    icon: 'system',
    children: [
      {
        name: '用户管理',
        url: '/user',
        routerList: ['/addUser'],
        buttons: [
          ['user:add', '新增用户'],
          ['user:edit', '编辑用户'],
        ],
      },
      { name: '权限管理', url: '/role', buttons: [['role:edit', '编辑角色']] },
      { name: '日志管理', url: '/log' },
      {
        name: '配额管理',
        url: '/quotas',
        routerList: ['/quotasApply', '/quotasDetail'],
        buttons: [['quota:audit', '配额审核']],
      },
      { name: '审核管理', url: '/system/reviews' },
      { name: '数据字典', url: '/dictionary', buttons: [['dict:edit', '编辑字典']] },
      { name: '组织机构', url: '/organization', routerList: ['/addOrg'], buttons: [['org:edit', '编辑机构']] },
      {
        name: '菜单管理',
        url: '/menu',
        icon: 'menu',
        routerList: ['/addMenu'],
        buttons: [
          ['menu:list', '菜单查询'],
          ['menu:edit', '菜单编辑'],
        ],
      },
      { name: '投诉建议', url: '/complaintsAdvice', routerList: ['/system/complaintsList'] },
    ],
  },
  {
    name: '费用管理',
    url: '/system/cost',
    icon: 'cost',
    children: [
      { name: '订单管理', url: '/system/cost/orders' },
      { name: '商品管理', url: '/system/cost/products', buttons: [['cost:catalogue', '编辑商品']] },
      { name: '发票开具', url: '/system/cost/invoices', buttons: [['invoice:issue', '开具发票']] },
    ],
  },
  {
    name: '内容管理',
    url: '/contentManage',
    icon: 'service',
    routerList: ['/contentEdit'],
  },
];

/**
 * Grants of the staff roles (spec section 6), by menu url: a listed url grants that entry with everything below it,
 * `except` takes entries (by url or button code) back out. A group is granted when any entry below it is.
 */
export interface RoleGrantRule {
  include: string[] | 'all';
  except?: string[];
}

export const staffRoleGrants: Record<0 | 1 | 2 | 3, RoleGrantRule> = {
  /**
   * Chief administrator: everything but menu editing. Menus are shared by every unit, so only the system side may
   * change them; a unit's administrators may look.
   */
  0: { include: 'all', except: ['menu:edit'] },
  /** Administrator: everything but the unit's feature configuration and menu editing. */
  1: { include: 'all', except: ['/unit/companyset', 'menu:edit'] },
  /**
   * Seal keeper (who exports use records, so sees their exports under 导出记录). They see the unit's devices, their
   * state and records, but binding, unbinding and editing (name, keeper, connection) change the unit's assets and
   * quota, which spec section 6 leaves to the administrators like the approval templates.
   */
  2: {
    include: ['/dashboard', '/sealManage', '/server', '/message', '/project', '/games', '/service'],
    except: ['/sealManage/tempManage', 'device:bind', 'device:edit'],
  },
  /** Unit member. */
  3: {
    include: [
      '/dashboard',
      '/sealManage/usingSealApplication',
      '/sealManage/applyList',
      '/sealManage/authorizationActivate',
      '/sealManage/useCordlist',
      '/message',
      // The content sections are for every member of a unit.
      '/project',
      '/games',
      '/service',
    ],
    except: ['record:export'],
  },
};
