/**
 * The anomaly centre against a stubbed API: the list (the alerts with rule, severity and state, the count still to
 * handle, a filter sent as the request), an alert's detail (acknowledge, then resolve only with a note, the timeline)
 * the rules editor (administrators save; a bad working day is refused before sending) and the weekly report.
 */
import type { Alert, TimelineEntry } from '@contract/anomaly';
import { DEFAULT_RULES, DEFAULT_SCHEDULE } from '@contract/anomaly';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AnomalyDetailPage from '@/features/anomaly/pages/anomaly-detail-page';
import AnomalyListPage from '@/features/anomaly/pages/anomaly-list-page';
import { appStore, sessionAtom } from '@/lib/store';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

beforeEach(() => {
  appStore.set(sessionAtom, { token: 't', info: { kind: 'staff', companyId: 7, userId: 1, realName: '张伟' } });
});

const alert = (over: Partial<Alert> = {}): Alert => ({
  id: 5,
  rule: 'privileged',
  severity: 'high',
  state: 'open',
  useRecordId: 40,
  deviceId: 'SD00010',
  deviceName: '财务章',
  userId: 3,
  userName: '刘洋',
  address: '上海市黄浦区',
  usedAt: '2026-11-26T14:30:00.000Z',
  photoCount: 0,
  assigneeId: null,
  assigneeName: null,
  note: null,
  createdAt: '2026-11-26T14:31:00.000Z',
  updatedAt: '2026-11-26T14:31:00.000Z',
  ...over,
});

const entry = (id: number, kind: TimelineEntry['kind'], actorName: string | null, text: string | null = null) => ({
  id,
  kind,
  actorName,
  text,
  at: '2026-11-26T14:40:00.000Z',
});

describe('the alert list', () => {
  it('shows the alerts and how many are still to handle, and filters by state', async () => {
    const api = answerCalls({
      'anomaly/v1/list': (p) => ({
        list: p.state === 'resolved' ? [] : [alert(), alert({ id: 6, rule: 'afterHours', severity: 'medium' })],
        total: p.state === 'resolved' ? 0 : 2,
      }),
      'anomaly/v1/:companyId/open-count': () => ({ open: 2, high: 1 }),
    });
    const user = userEvent.setup();
    renderPage(<AnomalyListPage />, { path: '/sealManage/anomaly', url: '/sealManage/anomaly' });
    const table = await screen.findByRole('table', { name: '异常告警列表' });
    expect(await within(table).findByRole('link', { name: '特权盖章' })).toHaveAttribute(
      'href',
      '/sealManage/anomalyDetail/5',
    );
    expect(within(table).getByText('非工作时间用印')).toBeInTheDocument();
    expect(within(table).getByText('高')).toBeInTheDocument();
    expect(await screen.findByTestId('anomaly-open-count')).toHaveTextContent('待处理告警 2 条（其中高级别 1 条）');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), '已解决');
    expect(await screen.findByText('没有找到匹配的结果')).toBeInTheDocument();
    expect(api.to('anomaly/v1/list').at(-1)).toMatchObject({ state: 'resolved', pageNum: 1 });
  });
});

describe('the weekly report', () => {
  it('makes the chosen week in the chosen format and downloads it', async () => {
    const api = answerCalls({
      'anomaly/v1/list': () => ({ list: [], total: 0 }),
      'anomaly/v1/:companyId/open-count': () => ({ open: 0, high: 0 }),
      'anomaly/v1/:companyId/weekly-report': () => ({
        fileId: 'f1',
        tmpUrl: '/api/files/f1?exp=1&sig=x',
        name: '异常用印周报-2026-11-16.xlsx',
      }),
    });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.getAttribute('href')} ${this.download}`);
    });
    const user = userEvent.setup();
    renderPage(<AnomalyListPage />, { path: '/sealManage/anomaly', url: '/sealManage/anomaly' });
    await user.click(await screen.findByRole('button', { name: '周报' }));
    const day = await screen.findByLabelText('统计周（选择其中任意一天）');
    await user.clear(day);
    await user.type(day, '2026-11-18{Enter}');
    await user.selectOptions(screen.getByLabelText('格式'), 'Excel 表格（xlsx）');
    await user.click(screen.getByRole('button', { name: '生成并下载' }));
    await waitFor(() =>
      expect(api.to('anomaly/v1/:companyId/weekly-report')).toEqual([
        { companyId: 7, day: '2026-11-18', format: 'xlsx' },
      ]),
    );
    await waitFor(() => expect(clicked).toEqual(['/api/files/f1?exp=1&sig=x 异常用印周报-2026-11-16.xlsx']));
    expect(await screen.findByText('周报已生成：异常用印周报-2026-11-16.xlsx')).toBeInTheDocument();
    click.mockRestore();
  });
});

describe('an alert', () => {
  it('is acknowledged, then resolved only with a note; the timeline shows who did what', async () => {
    let current = { ...alert(), timeline: [entry(1, 'opened', null)] };
    const api = answerCalls({
      'anomaly/v1/:id/detail': () => current,
      'use-record/v1/:id/use-detail': () => ({ photos: [] }),
      'anomaly/v1/act': (p) => {
        const state = p.action === 'acknowledge' ? 'acknowledged' : 'resolved';
        const kind = state;
        current = {
          ...current,
          state,
          note: (p.note as string | undefined) ?? null,
          timeline: [...current.timeline, entry(current.timeline.length + 1, kind, '张伟', (p.note as string) ?? null)],
        };
        return { state };
      },
    });
    const user = userEvent.setup();
    renderPage(<AnomalyDetailPage />, { path: '/sealManage/anomalyDetail/:id', url: '/sealManage/anomalyDetail/5' });
    expect(await screen.findByText('财务章')).toBeInTheDocument();
    expect(screen.getByText('告警产生')).toBeInTheDocument();
    expect(screen.getByText('暂无照片')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('确认告警')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '解决' }));
    const note = await screen.findByLabelText('处理说明');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('请填写处理说明')).toBeInTheDocument();
    expect(api.to('anomaly/v1/act')).toHaveLength(1);
    await user.type(note, '已核实为紧急用印');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText('解决告警')).toBeInTheDocument());
    expect(api.to('anomaly/v1/act')).toEqual([
      { id: 5, action: 'acknowledge' },
      { id: 5, action: 'resolve', note: '已核实为紧急用印' },
    ]);
    expect(screen.queryByRole('button', { name: '解决' })).toBeNull();
  });
});

describe('the rules editor', () => {
  it('an administrator switches a rule off and changes the hours; bad hours are refused before sending', async () => {
    const api = answerCalls({
      'anomaly/v1/list': () => ({ list: [], total: 0 }),
      'anomaly/v1/:companyId/open-count': () => ({ open: 0, high: 0 }),
      'anomaly/v1/:companyId/rules': () => ({ rules: DEFAULT_RULES, schedule: DEFAULT_SCHEDULE }),
      'anomaly/v1/rules/update': () => null,
    });
    const user = userEvent.setup();
    renderPage(<AnomalyListPage />, { path: '/sealManage/anomaly', url: '/sealManage/anomaly' });
    await user.click(await screen.findByRole('button', { name: '告警规则' }));
    const offline = await screen.findByRole('checkbox', { name: /离线盖章/ });
    await user.click(offline);
    const from = screen.getByLabelText('上班时间');
    await user.clear(from);
    await user.type(from, '21:00');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('下班时间须晚于上班时间')).toBeInTheDocument();
    expect(api.to('anomaly/v1/rules/update')).toEqual([]);
    await user.clear(from);
    await user.type(from, '09:00');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.to('anomaly/v1/rules/update')).toHaveLength(1));
    const [sent] = api.to('anomaly/v1/rules/update') as Array<{ rules: typeof DEFAULT_RULES; schedule: object }>;
    expect(sent!.rules.find((r) => r.kind === 'offline')).toMatchObject({ enabled: false });
    expect(sent).toMatchObject({ companyId: 7, schedule: { from: '09:00', to: '20:00', workDays: [1, 2, 3, 4, 5] } });
  });
});
