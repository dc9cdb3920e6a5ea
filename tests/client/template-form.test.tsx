import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Member } from '@contract/org';
import type { Template } from '@contract/template';
import TemplateFormPage from '@/features/template/pages/template-form-page';
import { ApiError } from '@/lib/api-client';
import { answerCalls, renderPage, type Handler } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

function member(userId: number, realName: string, role: Member['role']): Member {
  return {
    userId,
    realName,
    mobile: `1380000${String(userId).padStart(4, '0')}`,
    userName: null,
    email: null,
    idCard: null,
    role,
    departmentId: null,
    departmentName: null,
    disabled: false,
    joinedAt: '2025-01-01T00:00:00.000Z',
  };
}

const members = [member(1, '张伟', 0), member(12, '王芳', 1), member(13, '李娜', 2), member(14, '赵磊', 2)];

function template(extra: Partial<Template> = {}): Template {
  return {
    id: 5,
    deviceId: 'SEAL-0001',
    deviceName: '财务专用章',
    name: '合同用印审批',
    approvers: [
      { userId: 1, realName: '张伟' },
      { userId: 12, realName: '王芳' },
      { userId: 13, realName: '李娜' },
    ],
    fileTypes: ['合同'],
    useCountLimit: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

const fileTypes = [
  { id: 1, name: '合同', remark: null, templateCount: 3, createdAt: '2026-01-01T00:00:00.000Z' },
  { id: 2, name: '公函', remark: null, templateCount: 0, createdAt: '2026-01-01T00:00:00.000Z' },
];

function handlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'template/v1/:id/detail': () => template(),
    'file-type/v1/list': () => fileTypes,
    'user/v1/list': (p) => ({ list: members.filter((m) => m.role === p.role), total: 1 }),
    'template/v1/update': () => null,
    'template/v1/add': () => ({ id: 9 }),
    'device/v1/list': () => ({ list: [], total: 0 }),
    'device/v1/:deviceId/detail': () => ({ deviceId: 'SEAL-0001', name: '财务专用章' }),
    'template/v1/list': () => ({ list: [template()], total: 1 }),
    ...extra,
  };
}

const order = () =>
  within(screen.getByRole('list', { name: '审批人' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.match(/[\u4e00-\u9fa5]+/)?.[0]);

describe('template form', () => {
  let api: ReturnType<typeof answerCalls>;
  beforeEach(() => {
    api = answerCalls(handlers());
  });

  it('moving approvers up and down changes the order of the submitted approverIds', async () => {
    const user = userEvent.setup();
    const page = renderPage(<TemplateFormPage />, {
      path: '/sealManage/addtemplate/:parame',
      url: '/sealManage/addtemplate/5',
    });
    await screen.findByDisplayValue('合同用印审批');
    expect(screen.getByDisplayValue('财务专用章（SEAL-0001）')).toBeDisabled();
    expect(order()).toEqual(['张伟', '王芳', '李娜']);
    expect(screen.getByRole('button', { name: '上移 张伟' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下移 李娜' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '下移 张伟' }));
    expect(order()).toEqual(['王芳', '张伟', '李娜']);
    await user.click(screen.getByRole('button', { name: '上移 李娜' }));
    expect(order()).toEqual(['王芳', '李娜', '张伟']);

    await user.type(screen.getByLabelText('用印次数上限'), '20');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.to('template/v1/update')).toEqual([
        { id: 5, name: '合同用印审批', approverIds: [12, 13, 1], fileTypes: ['合同'], useCountLimit: 20 },
      ]),
    );
    expect(await screen.findByText('模板已保存')).toBeInTheDocument();
    expect(page.url()).toBe('/sealManage/tempManage');
  });

  it('refuses more than 10 approvers and no file type with the contract messages', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({ userId: 100 + i, realName: `成员${i + 1}` }));
    answerCalls(handlers({ 'template/v1/:id/detail': () => template({ approvers: eleven }) }));
    const user = userEvent.setup();
    renderPage(<TemplateFormPage />, { path: '/sealManage/addtemplate/:parame', url: '/sealManage/addtemplate/5' });
    await screen.findByDisplayValue('合同用印审批');
    await user.click(await screen.findByRole('button', { name: '✓ 合同', pressed: true }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('审批人最多10个')).toBeInTheDocument();
    expect(screen.getByText('请选择文件类型')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '移除 成员11' }));
    await user.click(screen.getByRole('button', { name: '公函', pressed: false }));
    await waitFor(() => expect(screen.queryByText('审批人最多10个')).not.toBeInTheDocument());
    expect(screen.queryByText('请选择文件类型')).not.toBeInTheDocument();
    expect(api.to('template/v1/update')).toEqual([]);
  });

  it('checks the use-count limit: empty means no limit, else a whole number 1-10000', async () => {
    const user = userEvent.setup();
    renderPage(<TemplateFormPage />, { path: '/sealManage/addtemplate/:parame', url: '/sealManage/addtemplate/5' });
    const limit = await screen.findByLabelText('用印次数上限');
    await user.type(limit, '0');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.getByText('授权次数不能为0')).toBeInTheDocument());
    await user.clear(limit);
    await user.type(limit, '10001');
    await waitFor(() => expect(screen.getByText('授权次数不能超过10000次')).toBeInTheDocument());
    expect(api.to('template/v1/update')).toEqual([]);
    await user.clear(limit);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.to('template/v1/update')).toMatchObject([{ useCountLimit: null }]));
  });

  it('adds a template to the device chosen beforehand, approvers picked from roles 0-2, and shows the quota refusal', async () => {
    answerCalls(
      handlers({
        'template/v1/add': () => {
          throw new ApiError(409, '每台设备的审批模板数已达上限（5条）', false);
        },
      }),
    );
    const user = userEvent.setup();
    renderPage(<TemplateFormPage />, {
      path: '/sealManage/addtemplate/:parame',
      url: '/sealManage/addtemplate/new?deviceId=SEAL-0001',
    });
    expect(await screen.findByDisplayValue('财务专用章（SEAL-0001）')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请选择审批人')).toBeInTheDocument();
    expect(screen.getByLabelText('模板名称')).toHaveAccessibleDescription('输入框不能为空');

    await user.type(screen.getByLabelText('模板名称'), '公函审批');
    await user.click(screen.getByRole('combobox', { name: '添加审批人' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '张伟超级管理员',
      '王芳管理员',
      '李娜印章保管人',
      '赵磊印章保管人',
    ]);
    await user.click(screen.getByRole('option', { name: /李娜/ }));
    await user.click(screen.getByRole('combobox', { name: '添加审批人' }));
    await user.click(await screen.findByRole('option', { name: /王芳/ }));
    await user.click(screen.getByRole('button', { name: '公函', pressed: false }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('每台设备的审批模板数已达上限（5条）')).toBeInTheDocument();
    const calls = await import('@/lib/api-client').then((m) => vi.mocked(m.call).mock.calls);
    const add = calls.filter(([e]) => e.path === 'template/v1/add').map(([, p]) => p);
    expect(add).toEqual([
      { deviceId: 'SEAL-0001', name: '公函审批', approverIds: [13, 12], fileTypes: ['公函'], useCountLimit: null },
    ]);
  });

  it('offers no file type another template of the device lists, naming that template', async () => {
    const sibling = template({ id: 6, name: '公函审批', fileTypes: ['公函'] });
    api = answerCalls(handlers({ 'template/v1/list': () => ({ list: [template(), sibling], total: 2 }) }));
    renderPage(<TemplateFormPage />, { path: '/sealManage/addtemplate/:parame', url: '/sealManage/addtemplate/5' });
    await screen.findByDisplayValue('合同用印审批');
    // Editing template 5: its own 合同 stays, 公函 belongs to the other template.
    const other = await screen.findByRole('button', { name: '公函', pressed: false });
    await waitFor(() => expect(other).toBeDisabled());
    expect(other).toHaveAttribute('title', '已在本设备的审批模板“公函审批”中');
    expect(
      screen.getByText('同一设备的审批模板不能包含相同的文件类型，以下已被本设备的其他模板使用：公函（公函审批）'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '✓ 合同', pressed: true })).toBeEnabled();
    expect(api.to('template/v1/list')).toContainEqual({ pageNum: 1, pageSize: 100, deviceId: 'SEAL-0001' });
  });

  it('a new template of the device cannot take a file type its templates list', async () => {
    const user = userEvent.setup();
    renderPage(<TemplateFormPage />, {
      path: '/sealManage/addtemplate/:parame',
      url: '/sealManage/addtemplate/new?deviceId=SEAL-0001',
    });
    expect(await screen.findByDisplayValue('财务专用章（SEAL-0001）')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '合同', pressed: false })).toBeDisabled());
    await user.click(screen.getByRole('button', { name: '公函', pressed: false }));
    expect(screen.getByRole('button', { name: '✓ 公函', pressed: true })).toBeInTheDocument();
  });
});
