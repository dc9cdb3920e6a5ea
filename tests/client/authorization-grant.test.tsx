import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import AuthorizationDownPage from '@/features/authorization/pages/authorization-down-page';
import { validityProblem, validityRequest } from '@/features/authorization/components/validity';
import { ApiError } from '@/lib/api-client';
import { summary } from './apply-helpers';
import { authorization, pickerCalls } from './authorization-helpers';
import { answerCalls, renderPage, type Handler } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const PATH = '/sealManage/authorizationDown';
const approved = summary({ id: 42, applyNo: 'SQ-42', state: 'COMPLETED', useCount: 3, approvedSteps: 2 });

function open(changes: Record<string, Handler> = {}, permissions = ['authorization:add', 'authorization:close']) {
  const api = answerCalls({
    ...pickerCalls,
    'authorization/v1/list': () => ({ list: [authorization()], total: 1 }),
    'apply/v2/list': () => ({ list: [approved], total: 1 }),
    'authorization/v1/:deviceId/exist-not-close': () => ({ exists: false, authorization: null }),
    'authorization/v1/auth': () => ({ id: 12, empowerNo: 'SQ-AUTH-0012' }),
    'authorization/v1/apply-authorization': () => ({ id: 13, empowerNo: 'SQ-AUTH-0013' }),
    'authorization/v1/close-by-device-id': () => ({ closed: true }),
    ...changes,
  });
  renderPage(<AuthorizationDownPage />, { path: PATH, url: PATH, permissions });
  return api;
}

async function useCountError(user: ReturnType<typeof userEvent.setup>, value: string) {
  const field = screen.getByLabelText(/^授权次数/);
  await user.clear(field);
  if (value) await user.type(field, value);
  await user.click(screen.getByRole('button', { name: '确认授权' }));
  return within(field.closest('div')!.parentElement!).findByRole('alert');
}

describe('use authorisation: grant form', () => {
  it("shows the contract's messages for the use count and the other fields", async () => {
    const api = open();
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: '直接授权' });
    expect(await useCountError(user, '0')).toHaveTextContent('授权次数不能为0');
    expect(screen.getByText('请选择印章设备')).toBeInTheDocument();
    expect(screen.getByText('请选择被授权人')).toBeInTheDocument();
    expect(screen.getByText('长度范围为2-1000')).toBeInTheDocument();
    expect(await useCountError(user, '501')).toHaveTextContent('授权次数不能超过500次');
    expect(await useCountError(user, '1.5')).toHaveTextContent('授权次数必须是整数');
    expect(await useCountError(user, '')).toHaveTextContent('授权次数必须是整数');
    expect(api.to('authorization/v1/auth')).toEqual([]);
  });

  it('grants with the chosen device, member, count, validity and reason', async () => {
    const api = open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: '印章设备' }));
    await user.click(await screen.findByRole('option', { name: /财务专用章/ }));
    await waitFor(() =>
      expect(api.to('authorization/v1/:deviceId/exist-not-close')).toEqual([{ deviceId: 'SEAL-0001' }]),
    );
    await user.click(screen.getByRole('combobox', { name: '被授权人' }));
    await user.click(await screen.findByRole('option', { name: /刘洋/ }));
    await user.clear(screen.getByLabelText(/^授权次数/));
    await user.type(screen.getByLabelText(/^授权次数/), '3');
    await user.type(screen.getByLabelText('授权事由'), '盖年度合同');
    await user.click(screen.getByRole('button', { name: '确认授权' }));
    await waitFor(() => expect(api.to('authorization/v1/auth')).toHaveLength(1));
    const sent = api.to('authorization/v1/auth')[0]!;
    expect(sent).toMatchObject({ deviceId: 'SEAL-0001', userId: 3, useCount: 3, reason: '盖年度合同' });
    // Default validity: now for 7 days.
    const days = (Date.parse(sent.validTo as string) - Date.parse(sent.validFrom as string)) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
    expect(await screen.findByText('已授权，授权编号 SQ-AUTH-0012')).toBeInTheDocument();
  });

  it("shows a device's open authorisation and ends it after confirming", async () => {
    let exists = true;
    const api = open({
      'authorization/v1/:deviceId/exist-not-close': () =>
        exists
          ? { exists: true, authorization: authorization({ empowerNo: 'SQ-OPEN-1', state: 4, usedCount: 0 }) }
          : { exists: false, authorization: null },
      'authorization/v1/close-by-device-id': () => {
        exists = false;
        return { closed: true };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: '印章设备' }));
    await user.click(await screen.findByRole('option', { name: /财务专用章/ }));
    const notice = (await screen.findByText('该设备有未结束的授权，需先结束才能重新授权')).closest<HTMLElement>(
      '[role="status"]',
    )!;
    expect(within(notice).getByText('SQ-OPEN-1')).toBeInTheDocument();
    expect(within(notice).getByText('待使用')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '确认授权' })).toBeDisabled();
    await user.click(within(notice).getByRole('button', { name: '结束该授权' }));
    const dialog = await screen.findByRole('dialog');
    expect(api.to('authorization/v1/close-by-device-id')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('authorization/v1/close-by-device-id')).toEqual([{ deviceId: 'SEAL-0001' }]));
    await waitFor(() => expect(screen.queryByText('SQ-OPEN-1')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: '确认授权' })).toBeEnabled();
  });

  it('grants an approved application in one click with a validity period', async () => {
    const api = open();
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '待授权的已通过申请' });
    await within(table).findByText('SQ-42');
    // Only those no authorisation was granted for yet: the server filters them.
    expect(api.to('apply/v2/list')).toEqual([{ pageNum: 1, pageSize: 5, state: 'COMPLETED', authorized: false }]);
    await user.click(await within(table).findByRole('button', { name: '授权' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/刘洋 申请使用 财务专用章 3 次/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '授权' }));
    await waitFor(() => expect(api.to('authorization/v1/apply-authorization')).toHaveLength(1));
    expect(api.to('authorization/v1/apply-authorization')[0]).toMatchObject({ applyId: 42 });
    expect(await screen.findByText('已按申请授权，授权编号 SQ-AUTH-0013')).toBeInTheDocument();
  });

  it("shows the device's open authorisation in the application's dialog and grants once it is ended", async () => {
    let exists = true;
    const api = open({
      'authorization/v1/:deviceId/exist-not-close': () =>
        exists
          ? { exists: true, authorization: authorization({ empowerNo: 'SQ-OPEN-2', state: 3, usedCount: 0 }) }
          : { exists: false, authorization: null },
      'authorization/v1/close-by-device-id': () => {
        exists = false;
        return { closed: true };
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '待授权的已通过申请' });
    await user.click(await within(table).findByRole('button', { name: '授权' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('SQ-OPEN-2');
    expect(api.to('authorization/v1/:deviceId/exist-not-close')).toContainEqual({ deviceId: 'SEAL-0001' });
    expect(within(dialog).getByRole('button', { name: '授权' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: '结束该授权' }));
    const confirm = (await screen.findByText(/确定结束设备/)).closest<HTMLElement>('[role="dialog"]')!;
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(within(dialog).queryByText('SQ-OPEN-2')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: '授权' }));
    await waitFor(() => expect(api.to('authorization/v1/apply-authorization')).toHaveLength(1));
  });

  it("keeps the server's refusal of an application grant in the dialog", async () => {
    open({
      'authorization/v1/apply-authorization': () => {
        throw new ApiError(409, '该申请已授权', false);
      },
    });
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: '待授权的已通过申请' });
    await user.click(await within(table).findByRole('button', { name: '授权' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '授权' }));
    expect(await within(dialog).findByText('该申请已授权')).toBeInTheDocument();
  });

  it('without authorization:add shows no form and no grant buttons', async () => {
    open({}, []);
    expect(await screen.findByText('您没有授权权限，只能查看授权记录。')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '待授权的已通过申请' });
    await within(table).findByText('SQ-42');
    expect(within(table).queryByRole('button', { name: '授权' })).not.toBeInTheDocument();
  });
});

describe('validity period rules', () => {
  // The inputs hold the unit's wall time (UTC+8), whatever the browser's zone.
  const now = new Date('2026-03-01T08:00:00+08:00');
  it('needs an end after the start and now, within 90 days', () => {
    expect(validityProblem('2026-03-01T08:00', '2026-03-08T08:00', now)).toBeNull();
    expect(validityProblem('2026-03-01T08:00', '', now)).toBe('validToRequired');
    expect(validityProblem('2026-03-02T08:00', '2026-03-01T09:00', now)).toBe('validityOrder');
    expect(validityProblem('2026-02-01T08:00', '2026-02-20T08:00', now)).toBe('validityPast');
    expect(validityProblem('2026-03-01T08:00', '2026-05-30T08:00', now)).toBeNull();
    expect(validityProblem('2026-03-01T08:00', '2026-05-30T08:01', now)).toBe('validityMax');
    expect(validityRequest('2026-03-01T08:00', '2026-03-08T08:00')).toEqual({
      validFrom: '2026-03-01T00:00:00.000Z',
      validTo: '2026-03-08T00:00:00.000Z',
    });
  });
});
