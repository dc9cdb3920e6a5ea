/**
 * The demo organisation (seeded in demo mode only). README lists these accounts; the e2e tests log in with them.
 * Staff log in by phone + SMS code (the code is in the dev outbox); those with a userName can also use a password.
 */
export const DEMO_UNIT = '演示科技有限公司';
export const DEMO_SUBSIDIARIES = ['演示科技（北京）有限公司', '演示科技（深圳）有限公司'] as const;
export const OTHER_UNIT = '远山贸易有限公司';

export const DEMO_STAFF_PASSWORD = 'Demo@2026';
export const SYSADMIN = { username: 'sysadmin', password: 'Sys@2026admin' } as const;

type Unit = typeof DEMO_UNIT | (typeof DEMO_SUBSIDIARIES)[number] | typeof OTHER_UNIT;

export interface DemoStaff {
  mobile: string;
  realName: string;
  userName?: string;
  /** Still on the initial password: the console forces a change at log-in (shows the forced dialog). */
  initialPassword?: boolean;
  units: Array<{ unit: Unit; role: 0 | 1 | 2 | 3 }>;
}

export const demoStaff: DemoStaff[] = [
  {
    mobile: '13800000000',
    realName: '张伟',
    userName: 'zhangwei',
    units: [
      { unit: DEMO_UNIT, role: 0 },
      { unit: DEMO_SUBSIDIARIES[0], role: 0 },
      { unit: DEMO_SUBSIDIARIES[1], role: 0 },
    ],
  },
  {
    mobile: '13800000001',
    realName: '李娜',
    userName: 'lina',
    initialPassword: true,
    units: [{ unit: DEMO_UNIT, role: 1 }],
  },
  {
    mobile: '13800000002',
    realName: '王强',
    units: [
      { unit: DEMO_UNIT, role: 2 },
      { unit: DEMO_SUBSIDIARIES[0], role: 2 },
    ],
  },
  { mobile: '13800000003', realName: '刘洋', units: [{ unit: DEMO_UNIT, role: 3 }] },
  { mobile: '13900000000', realName: '陈静', userName: 'chenjing', units: [{ unit: OTHER_UNIT, role: 0 }] },
  { mobile: '13900000001', realName: '赵磊', units: [{ unit: OTHER_UNIT, role: 3 }] },
];
