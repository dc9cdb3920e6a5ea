import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Header } from '@/app/shell/header';
import { AuthLayout } from '@/components/auth-layout';
import { edition } from '@/config/editions';
import { renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

describe('help and contact', () => {
  it("the header's user menu opens the edition's customer service", async () => {
    const user = userEvent.setup();
    renderPage(
      <Header
        unitName="演示科技有限公司"
        userName="张伟"
        unread={0}
        onToggleSidebar={() => undefined}
        onChangePassword={() => undefined}
        onOpenComplaints={() => undefined}
        onOpenPalette={() => undefined}
        staff
      />,
      { path: '/dashboard', url: '/dashboard' },
    );
    await user.click(await screen.findByRole('button', { name: /张伟/ }));
    await user.click(await screen.findByRole('menuitem', { name: '帮助与客服' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('link', { name: edition.servicePhone })).toHaveAttribute(
      'href',
      `tel:${edition.servicePhone}`,
    );
    expect(within(dialog).getByText(edition.address)).toBeInTheDocument();
    // The help documents open in a new browser tab, leaving the console's tabs as they are.
    expect(within(dialog).getByRole('link', { name: '用户手册' })).toHaveAttribute('href', edition.helpLinks.manual);
    expect(within(dialog).getByRole('link', { name: '常见问题' })).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    // The dialog leaves with a transition.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('the log-in page names the customer service phone', () => {
    renderPage(<AuthLayout>表单</AuthLayout>, { path: '/login', url: '/login' });
    expect(screen.getAllByText(new RegExp(`客服电话 ${edition.servicePhone}`)).length).toBeGreaterThan(0);
  });
});
