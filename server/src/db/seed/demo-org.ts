/**
 * The demo organisations (demo mode only): departments and members of the demo unit and of the other unit. Phones
 * 13800001xxx and 13900001xxx stay clear of the demo accounts of demo-accounts.ts.
 */
import { DEMO_UNIT, OTHER_UNIT } from './demo-accounts';

export interface SeedDepartment {
  name: string;
  children?: string[];
}

export interface SeedMember {
  mobile: string;
  realName: string;
  role: 1 | 2 | 3;
  /** The department's name (unique in its unit in this seed). */
  department: string;
  email?: string;
}

export interface SeedOrganisation {
  unit: string;
  departments: SeedDepartment[];
  /** Departments of demo accounts of demo-accounts.ts, by phone. */
  staffDepartments: Record<string, string>;
  members: SeedMember[];
  unitInfo: { address: string; contactName: string; contactPhone: string; email: string };
  legalPerson: string;
}

const demoNames = [
  '王芳',
  '李强',
  '张敏',
  '刘杰',
  '陈磊',
  '杨洋',
  '赵静',
  '黄勇',
  '周艳',
  '吴军',
  '徐丽',
  '孙涛',
  '胡婷',
  '朱浩',
  '高峰',
  '林琳',
  '何俊',
  '郭燕',
  '马超',
  '罗敏',
  '梁宇',
  '宋佳',
  '郑凯',
  '谢雪',
  '韩冰',
  '唐亮',
  '冯雪梅',
  '于洋',
  '董鹏',
  '萧雅',
  '程刚',
  '曹颖',
  '袁野',
  '邓丽君',
  '许晨',
  '傅斌',
  '沈悦',
  '曾辉',
  '彭博',
  '吕薇',
  '苏航',
  '卢佳琪',
  '蒋文',
  '蔡明',
  '贾琳',
  '丁宁',
  '魏东',
  '薛梅',
  '叶青',
  '阎晓',
  '余涛',
  '潘婷',
  '杜鹃',
  '戴伟',
  '夏雨',
  '钟山',
];

/** Where the 56 demo members sit: [department, members there]. */
const demoPlacement: Array<[string, number]> = [
  ['总经办', 3],
  ['行政部', 7],
  ['财务部', 6],
  ['法务部', 4],
  ['人力资源部', 5],
  ['市场部', 3],
  ['品牌推广组', 6],
  ['渠道拓展组', 7],
  ['技术部', 15],
];

function placed(
  names: string[],
  placement: Array<[string, number]>,
  phonePrefix: string,
  roleOf: (i: number) => 1 | 2 | 3,
) {
  const departmentOf = placement.flatMap(([name, n]) => Array.from({ length: n }, () => name));
  return names.map<SeedMember>((realName, i) => ({
    mobile: `${phonePrefix}${String(1001 + i)}`,
    realName,
    role: roleOf(i),
    department: departmentOf[i] ?? placement[0]![0],
    ...(i % 4 === 0 ? { email: `staff${1001 + i}@demo-tech.example.cn` } : {}),
  }));
}

export const demoOrganisation: SeedOrganisation = {
  unit: DEMO_UNIT,
  departments: [
    { name: '总经办' },
    { name: '行政部' },
    { name: '财务部' },
    { name: '法务部' },
    { name: '人力资源部' },
    { name: '市场部', children: ['品牌推广组', '渠道拓展组'] },
    { name: '技术部' },
  ],
  staffDepartments: {
    '13800000000': '总经办',
    '13800000001': '行政部',
    '13800000002': '行政部',
    '13800000003': '品牌推广组',
  },
  // With the 4 demo accounts: 1 chief administrator, 3 administrators, 7 seal keepers, 49 members.
  members: placed(demoNames, demoPlacement, '1380000', (i) => (i < 2 ? 1 : i % 9 === 2 ? 2 : 3)),
  unitInfo: {
    address: '上海市浦东新区张江高科技园区科苑路88号',
    contactName: '张伟',
    contactPhone: '13800000000',
    email: 'contact@demo-tech.example.cn',
  },
  legalPerson: '张伟',
};

export const otherOrganisation: SeedOrganisation = {
  unit: OTHER_UNIT,
  departments: [{ name: '总经理室' }, { name: '业务部' }, { name: '财务部' }],
  staffDepartments: { '13900000000': '总经理室', '13900000001': '业务部' },
  members: placed(
    ['孔祥', '严华', '石磊', '田甜', '江涛', '方圆', '白露', '秦川'],
    [
      ['总经理室', 1],
      ['业务部', 5],
      ['财务部', 2],
    ],
    '1390000',
    (i) => (i === 0 ? 1 : i === 6 ? 2 : 3),
  ),
  unitInfo: {
    address: '浙江省杭州市西湖区文三路200号',
    contactName: '陈静',
    contactPhone: '13900000000',
    email: 'office@yuanshan-trade.example.cn',
  },
  legalPerson: '陈静',
};

export const seedOrganisations = [demoOrganisation, otherOrganisation];
