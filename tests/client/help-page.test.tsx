/**
 * The help documents: open to a visitor who is not signed in (the login page links them), with contents, a search
 * that says when nothing matches, the edition's words and contact, the English translation, and the 404 page for a
 * document that does not exist.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { editions } from '@/config/editions';
import { enUSHelp } from '@/features/help/docs/en-US';
import { zhCNHelp } from '@/features/help/docs/zh-CN';
import { loadConsoleTexts, setLang } from '@/lib/i18n';
import { renderApp } from './app-harness';
import { appStore, sessionAtom } from '@/lib/store';

const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

beforeEach(async () => {
  appStore.set(sessionAtom, { token: null, info: null });
  await loadConsoleTexts();
});
afterEach(() => setLang('zh-CN'));

describe('the help documents', () => {
  it('open from the login page without signing in, with contents and the contact', { timeout: 30_000 }, async () => {
    const router = renderApp('/login');
    await userEvent.click(await screen.findByRole('link', { name: '用户手册' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: '用户手册' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/help/manual');
    const manual = zhCNHelp(editions.general).manual;
    expect(sectionTitles()).toEqual(manual.sections.map((s) => s.title));
    const contents = screen.getAllByRole('navigation', { name: '目录' }).at(-1)!;
    expect(within(contents).getByRole('link', { name: '申请用印' })).toHaveAttribute('href', '#apply');
    expect(screen.getByText(/^客服电话 400-820-0000 · /)).toBeInTheDocument();
    // The general edition lets users register units: the manual says how.
    expect(screen.getByText(/点击“注册单位”/)).toBeInTheDocument();
  });

  it('finds the questions that hold every searched word, and says so when none does', async () => {
    renderApp('/help/faq');
    await screen.findByRole('heading', { level: 1, name: '常见问题' });
    const box = screen.getByRole('searchbox', { name: '搜索帮助内容' });
    await userEvent.type(box, '离线 照片{Enter}');
    expect(sectionTitles()).toEqual(['设备离线时盖章会被记录吗？']);
    await userEvent.clear(box);
    await userEvent.type(box, '不存在的词{Enter}');
    expect(await screen.findByText('没有找到匹配的结果')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(sectionTitles()).toHaveLength(zhCNHelp(editions.general).faq.sections.length);
  });

  it("writes the security edition's documents with its words and without unit registration", async () => {
    renderApp('/help/security-manual');
    await screen.findByRole('heading', { level: 1, name: '用户手册' });
    expect(screen.getByRole('heading', { level: 2, name: '文件安全与文档比对' })).toBeInTheDocument();
    expect(screen.getByText(/本版本不能自行注册单位/)).toBeInTheDocument();
  });

  it('reads in English, with the same sections', async () => {
    await act(async () => setLang('en-US'));
    await loadConsoleTexts();
    renderApp('/help/manual');
    expect(await screen.findByRole('heading', { level: 1, name: 'User manual' })).toBeInTheDocument();
    const english = enUSHelp(editions.general).manual.sections;
    expect(sectionTitles()).toEqual(english.map((s) => s.title));
    expect(english.map((s) => s.id)).toEqual(zhCNHelp(editions.general).manual.sections.map((s) => s.id));
  });

  it('shows the 404 page for a document that does not exist', async () => {
    const router = renderApp('/help/nothing');
    expect(await screen.findByText('抱歉，您访问的页面不存在', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/404');
  });
});
