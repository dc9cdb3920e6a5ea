import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ContentDetail, ContentRow } from '@contract/content';
import { Sidebar } from '@/app/shell/sidebar';
import ContentDetailPage from '@/features/content/pages/content-detail-page';
import ContentEditPage from '@/features/content/pages/content-edit-page';
import ContentListPage from '@/features/content/pages/content-list-page';
import { signupsCsv } from '@/features/content/components/signups-dialog';
import { ApiError } from '@/lib/api-client';
import { answerCalls, menuEntry, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const row = (over: Partial<ContentRow>): ContentRow => ({
  id: 1,
  kind: 'policy',
  title: '关于加强企业印章使用管理的通知',
  summary: '明确印章保管要求',
  tags: ['制度'],
  pinned: true,
  publishedAt: '2026-11-24T02:00:00.000Z',
  signupDeadline: null,
  coverUrl: '',
  unread: true,
  attachments: [],
  ...over,
});

describe('content reading pages', () => {
  it('lists a kind with search, tags, pinned and unread marks, and opens an item in place', async () => {
    const api = answerCalls({
      'content/v1/list': (p) => ({
        list:
          p.tag === '通知'
            ? []
            : [
                row({}),
                row({
                  id: 2,
                  title: '电子印章管理办法解读',
                  pinned: false,
                  unread: false,
                  attachments: [
                    { fileId: 'f1', name: '管理办法.pdf', size: 2048, contentType: 'application/pdf', downloads: 7 },
                  ],
                }),
              ],
        total: 2,
        tags: ['制度', '通知'],
      }),
    });
    const user = userEvent.setup();
    const page = renderPage(<ContentListPage />, { path: '/service/dynamicList', url: '/service/dynamicList' });
    const first = (await screen.findByText('关于加强企业印章使用管理的通知')).closest('a')!;
    expect(within(first).getByText('置顶')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: '未读' })).toBeInTheDocument();
    const second = screen.getByText('电子印章管理办法解读').closest('a')!;
    expect(within(second).queryByRole('img', { name: '未读' })).not.toBeInTheDocument();
    expect(second).toHaveAttribute('href', '/service/dynamicList?open=2');
    expect(second).toHaveTextContent('管理办法.pdf · 2.0 KB · 下载 7 次');

    await user.type(screen.getByRole('searchbox', { name: '搜索标题或正文' }), '骑缝章{Enter}');
    await waitFor(() => expect(api.to('content/v1/list').at(-1)).toMatchObject({ kind: 'policy', keyword: '骑缝章' }));
    await user.click(screen.getByRole('button', { name: '通知' }));
    await waitFor(() => expect(api.to('content/v1/list').at(-1)).toMatchObject({ tag: '通知', keyword: '骑缝章' }));
    expect(await screen.findByText('没有找到匹配的结果')).toBeInTheDocument();
    expect(page.url()).toContain('tag=%E9%80%9A%E7%9F%A5');
  });

  it('shows a game with its body and signs the unit up; a second sign-up shows the reason', async () => {
    const detail: ContentDetail = {
      ...row({ id: 14, kind: 'game', title: '印章合规知识竞赛', signupDeadline: '2026-12-16T02:00:00.000Z' }),
      html: '<h2>赛制</h2><p>线上答题</p>',
      attachments: [],
      signup: { open: true, mine: null },
    };
    let signed = 0;
    const api = answerCalls({
      'content/v1/:id/detail': () => detail,
      'content/v1/signup': () => {
        signed += 1;
        if (signed > 1) throw new ApiError(409, '本单位已报名，无需重复报名', false);
        return null;
      },
    });
    const user = userEvent.setup();
    renderPage(<ContentDetailPage />, { path: '/games/gamesDetail/:id', url: '/games/gamesDetail/14' });
    expect(await screen.findByRole('heading', { name: '印章合规知识竞赛' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '赛制' })).toBeInTheDocument();
    expect(screen.getByText('报名截止：2026-12-16 10:00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '我要报名' }));
    await user.type(await screen.findByRole('textbox', { name: '联系人' }), '张伟');
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '123');
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('手机号码格式不正确，请重新输入')).toBeInTheDocument();
    expect(api.to('content/v1/signup')).toEqual([]);
    await user.clear(screen.getByRole('textbox', { name: '联系电话' }));
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '13800000000');
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    await waitFor(() =>
      expect(api.to('content/v1/signup')).toEqual([{ id: 14, contactName: '张伟', phone: '13800000000' }]),
    );
    expect(await screen.findByText('报名成功')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '我要报名' }));
    await user.type(await screen.findByRole('textbox', { name: '联系人' }), '李娜');
    await user.type(screen.getByRole('textbox', { name: '联系电话' }), '13800000001');
    await user.click(screen.getByRole('button', { name: '提交报名' }));
    expect(await screen.findByText('本单位已报名，无需重复报名')).toBeInTheDocument();
  });

  it('plays a coaching video in the page and lists the other files with size and download', async () => {
    const video = { fileId: 'v1', name: '绑定演示.mp4', size: 3 * 1024 * 1024, contentType: 'video/mp4', downloads: 2 };
    const pdf = { fileId: 'p1', name: '操作手册.pdf', size: 600, contentType: 'application/pdf', downloads: 5 };
    const api = answerCalls({
      'content/v1/:id/detail': () => ({
        ...row({ id: 4, kind: 'coaching', title: '如何绑定智能印章', attachments: [video, pdf] }),
        html: '<p>三步完成绑定</p>',
        signup: null,
      }),
      'content/v1/file-url': (p) => ({ url: `/api/content-files/${String(p.fileId)}?exp=1&sig=x` }),
    });
    renderPage(<ContentListPage />, { path: '/service/teachList', url: '/service/teachList?open=4' });
    expect(await screen.findByRole('heading', { name: '如何绑定智能印章' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('video')).toHaveAttribute('src', '/api/content-files/v1?exp=1&sig=x'),
    );
    expect(api.to('content/v1/file-url')).toEqual([{ id: 4, fileId: 'v1' }]);
    expect(screen.getByText('操作手册.pdf')).toBeInTheDocument();
    expect(screen.queryByText('绑定演示.mp4')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /下载/ })).toBeInTheDocument();
  });

  it('says not found for an item the unit may not see', async () => {
    answerCalls({
      'content/v1/:id/detail': () => {
        throw new ApiError(404, '请求的资源不存在', false);
      },
    });
    renderPage(<ContentDetailPage />, { path: '/project/projectDetail/:id', url: '/project/projectDetail/99' });
    expect(await screen.findByText('内容不存在或已下线')).toBeInTheDocument();
  });
});

describe('menu dots', () => {
  it('marks a page with something new, and its group, without a count', () => {
    const service = menuEntry(10, '服务', '/service', [
      menuEntry(11, '辅导列表', '/service/teachList'),
      menuEntry(12, '政策资讯', '/service/dynamicList'),
    ]);
    render(
      <MemoryRouter>
        <Sidebar
          tree={[service]}
          activeTrail={[service]}
          counters={{}}
          dots={new Set(['/service/dynamicList'])}
          collapsed={false}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation');
    expect(within(nav).getByRole('button', { name: /服务/ })).toContainElement(
      within(nav).getAllByRole('img', { name: '有新内容' })[0]!,
    );
    expect(within(nav).getByRole('link', { name: /政策资讯/ })).toContainElement(
      within(nav).getAllByRole('img', { name: '有新内容' })[1]!,
    );
    expect(within(within(nav).getByRole('link', { name: /辅导列表/ })).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('sign-up export', () => {
  it('writes a CSV Excel opens in Chinese, with quotes doubled and formulas kept as text', () => {
    const at = (iso: string) => ({ phone: '13800000000', createdAt: iso });
    const csv = signupsCsv(
      [
        { companyId: 1, companyName: '演示科技有限公司', contactName: '张"伟"', ...at('2026-11-24T02:00:00.000Z') },
        { companyId: 2, companyName: '=HYPERLINK("x")', contactName: '+陈', ...at('2026-11-24T03:00:00.000Z') },
      ],
      ['单位', '联系人', '联系电话', '报名时间'],
    );
    expect(csv.startsWith('\uFEFF"单位","联系人","联系电话","报名时间"\r\n')).toBe(true);
    expect(csv).toContain('"演示科技有限公司","张""伟""","13800000000","2026-11-24 10:00"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")","'+陈"`);
  });
});

describe('content editor', () => {
  it('saves the Chinese and the English version of an item, previewing both bodies', async () => {
    const api = answerCalls({
      'content/v1/admin/preview': (p) => ({ html: `<p>${String(p.body)}</p>` }),
      'content/v1/admin/save': () => ({ id: 30, version: 1 }),
    });
    const user = userEvent.setup();
    const page = renderPage(<ContentEditPage />, { path: '/contentEdit/:id', url: '/contentEdit/new' });
    await user.type(await screen.findByRole('textbox', { name: '标题' }), '印章年检通知');
    await user.type(screen.getByRole('textbox', { name: '正文（Markdown）' }), '请按时年检');
    await user.type(screen.getByRole('textbox', { name: '英文标题' }), 'Yearly seal check');
    await user.type(screen.getByRole('textbox', { name: '英文正文（Markdown）' }), 'Please check on time');
    expect(await within(screen.getByRole('region', { name: '预览' })).findByText('请按时年检')).toBeInTheDocument();
    const english = await screen.findByRole('region', { name: '英文版预览' });
    expect(await within(english).findByText('Please check on time')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(page.url()).toBe('/contentManage'));
    expect(api.to('content/v1/admin/save')).toEqual([
      expect.objectContaining({
        title: '印章年检通知',
        body: '请按时年检',
        titleEn: 'Yearly seal check',
        bodyEn: 'Please check on time',
        audience: 'all',
      }),
    ]);
  });
});
