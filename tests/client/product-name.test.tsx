import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthLayout } from '@/components/auth-layout';
import { setLang } from '@/lib/i18n';

vi.mock('@/app/router', async () => {
  const { createMemoryRouter } = await import('react-router-dom');
  return { createRouter: () => createMemoryRouter([{ path: '*', element: <p>page</p> }]) };
});

afterEach(() => act(() => setLang('zh-CN')));

describe('the product name', () => {
  it('names the product in the language in use on the brand panel', () => {
    render(
      <MemoryRouter>
        <AuthLayout>form</AuthLayout>
      </MemoryRouter>,
    );
    expect(screen.getAllByText('印章及文件安全管控系统').length).toBeGreaterThan(0);
    act(() => setLang('en-US'));
    expect(screen.getAllByText('Seal and File Security Control System').length).toBeGreaterThan(0);
    expect(screen.queryByText('印章及文件安全管控系统')).not.toBeInTheDocument();
  });

  it('names the browser tab in the language in use', async () => {
    const { App } = await import('@/app/app');
    render(<App />);
    expect(document.title).toBe('印章及文件安全管控系统');
    act(() => setLang('en-US'));
    expect(document.title).toBe('Seal and File Security Control System');
  });
});
