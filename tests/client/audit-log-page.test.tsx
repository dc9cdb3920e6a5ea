import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChainReport, LoginRecord, OperateRecord } from '@contract/audit';
import AuditLogPage from '@/features/audit/pages/audit-log-page';
import { endSession, setSession } from '@/lib/session';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const record: OperateRecord = {
  id: 41,
  chain: 'unit:7',
  seq: 3,
  at: '2026-11-20T02:00:00.000Z',
  side: 'staff',
  companyId: 7,
  companyName: '演示科技有限公司',
  person: '张伟',
  call: 'POST workflow/file-type/v1/add',
  targets: { createdId: 12 },
  resultCode: 1009,
  reason: 'e.fileTypeNameTaken',
  ip: '10.1.2.3',
  userAgent: 'Chrome',
};

const login: LoginRecord = {
  id: 42,
  at: '2026-11-20T02:01:00.000Z',
  side: 'system',
  method: 'system',
  identity: 'sysadmin',
  success: false,
  resultCode: 400,
  reason: 'e.badCredentials',
  ip: '10.1.2.4',
  userAgent: 'Chrome',
};

const chains: ChainReport[] = [
  { chain: 'system', companyId: null, companyName: null, records: 20, checkpoints: 0, problem: null },
  {
    chain: 'unit:7',
    companyId: 7,
    companyName: '演示科技有限公司',
    records: 9,
    checkpoints: 0,
    problem: { kind: 'altered', seq: 3, recordId: 41 },
  },
];

afterEach(() => endSession());

describe('the log page', () => {
  it('lists the operate log with its result, filters by a unit from a row, and names the altered record', async () => {
    setSession('tok', { kind: 'system', companyId: null, userId: 1, realName: '系统管理员' });
    const api = answerCalls({
      'v1/operate/log': () => ({ list: [record], total: 1 }),
      'v1/login/log': () => ({ list: [login], total: 1 }),
      'v1/verify': () => ({ chains }),
    });
    const user = userEvent.setup();
    const page = renderPage(<AuditLogPage />, { path: '/log', url: '/log' });
    const table = await screen.findByRole('table', { name: '操作日志' });
    await within(table).findByText('POST workflow/file-type/v1/add');
    expect(within(table).getByText('失败（1009）')).toBeInTheDocument();
    expect(within(table).getByText('文件类型名称已存在')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: '演示科技有限公司' }));
    await waitFor(() => expect(api.to('v1/operate/log').at(-1)).toMatchObject({ companyId: 7 }));
    expect(screen.getByRole('button', { name: '清除单位筛选' })).toHaveTextContent('单位：演示科技有限公司');

    await user.click(screen.getByRole('button', { name: '校验日志链' }));
    const result = await screen.findByRole('region', { name: '校验结果' });
    expect(within(result).getByRole('status')).toHaveTextContent('1 条日志链有问题');
    expect(within(result).getByText('第 3 条记录被修改（记录 ID 41）')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: '登录日志' }));
    const logins = await screen.findByRole('table', { name: '登录日志' });
    await within(logins).findByText('sysadmin');
    expect(within(logins).getByText('失败（400）')).toBeInTheDocument();
    expect(within(logins).getByText('用户名或密码错误')).toBeInTheDocument();
    expect(page.url()).toBe('/log?view=login');
  });

  it('exports the operate log with its current filters and offers the file once it is written', async () => {
    setSession('tok', { kind: 'system', companyId: null, userId: 1, realName: '系统管理员' });
    let polls = 0;
    const job = { id: 5, progress: 0, rows: 0, fileId: null, fileName: null, error: null, finishedAt: null };
    const api = answerCalls({
      'v1/operate/log': () => ({ list: [record], total: 1 }),
      'v1/verify': () => ({ chains }),
      'v1/operate/log/export': () => ({ id: 5 }),
      'v1/operate/log/export/:id': () =>
        ++polls === 1
          ? { ...job, state: 'running', progress: 40, createdAt: record.at, tmpUrl: null }
          : { ...job, state: 'done', progress: 100, rows: 1, createdAt: record.at, tmpUrl: '/api/files/f?sig=1' },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderPage(<AuditLogPage />, { path: '/log', url: '/log?result=failure&call=file-type' });
    await screen.findByRole('table', { name: '操作日志' });
    await user.click(screen.getByRole('button', { name: '导出' }));
    await waitFor(() => expect(api.to('v1/operate/log/export')).toEqual([{ result: 'failure', call: 'file-type' }]));
    expect(await screen.findByText('导出中 40%')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: '下载' }, { timeout: 5000 }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/files/f?sig=1', '_blank', 'noopener'));
    open.mockRestore();
  });

  it("shows a unit's administrator the unit's log without the log-in tab", async () => {
    setSession('tok', { kind: 'staff', companyId: 7, userId: 1, realName: '张伟' });
    answerCalls({ 'v1/operate/log': () => ({ list: [record], total: 1 }) });
    renderPage(<AuditLogPage />, { path: '/unit/log', url: '/unit/log' });
    const table = await screen.findByRole('table', { name: '操作日志' });
    await within(table).findByText('张伟');
    expect(within(table).queryByRole('button', { name: '演示科技有限公司' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '登录日志' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
  });
});
