import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DevicePicker } from '@/components/pickers';
import { SearchBox, SEARCH_DELAY_MS } from '@/components/search-box';
import '@/lib/i18n';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

/** A list page's keyword kept outside the box (the URL), with every search it was asked for. */
function Page({ searches }: { searches: string[] }) {
  const [keyword, setKeyword] = useState('');
  return (
    <SearchBox
      value={keyword}
      label="搜索设备"
      maxLength={56}
      onSearch={(k) => {
        searches.push(k);
        setKeyword(k);
      }}
    />
  );
}

afterEach(() => vi.useRealTimers());

describe('the one search box of every list', () => {
  it('searches once after a pause in typing, not on every key', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const searches: string[] = [];
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Page searches={searches} />);
    await user.type(screen.getByRole('searchbox', { name: '搜索设备' }), '合同章');
    expect(searches).toEqual([]);
    await vi.advanceTimersByTimeAsync(SEARCH_DELAY_MS);
    expect(searches).toEqual(['合同章']);
  });

  it('searches at once on Enter and on its visible button', async () => {
    const searches: string[] = [];
    const user = userEvent.setup();
    render(<Page searches={searches} />);
    const box = screen.getByRole('searchbox', { name: '搜索设备' });
    await user.type(box, ' SD001 {Enter}');
    expect(searches).toEqual(['SD001']);
    await user.clear(box);
    await user.type(box, 'SD002');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    expect(searches).toEqual(['SD001', 'SD002']);
  });

  it('cuts a long paste to the list call limit, so it never reaches the server', async () => {
    const searches: string[] = [];
    const user = userEvent.setup();
    render(<Page searches={searches} />);
    const box = screen.getByRole('searchbox', { name: '搜索设备' });
    fireEvent.change(box, { target: { value: 'x'.repeat(2000) } });
    await user.type(box, '{Enter}');
    expect(searches).toEqual(['x'.repeat(56)]);
  });
});

describe('the device picker', () => {
  it('bounds a 2,000-character paste to the list call limit', async () => {
    const api = answerCalls({ 'device/v1/list': () => ({ list: [], total: 0 }) });
    const user = userEvent.setup();
    renderPage(<DevicePicker label="设备" value={null} onChange={() => undefined} />, { path: '/p', url: '/p' });
    const box = screen.getByRole('combobox', { name: '设备' });
    await user.click(box);
    fireEvent.change(box, { target: { value: 'x'.repeat(2000) } });
    await waitFor(() => expect(api.to('device/v1/list').at(-1)).toMatchObject({ keyword: 'x'.repeat(56) }));
    expect(api.to('device/v1/list').every((r) => String(r.keyword ?? '').length <= 56)).toBe(true);
  });

  it('says the list could not be loaded instead of "no matching device" when the call fails', async () => {
    answerCalls({
      'device/v1/list': () => {
        throw new Error('431');
      },
    });
    const user = userEvent.setup();
    renderPage(<DevicePicker label="设备" value={null} onChange={() => undefined} />, { path: '/p', url: '/p' });
    await user.click(screen.getByRole('combobox', { name: '设备' }));
    expect(await screen.findByText('数据加载失败')).toBeInTheDocument();
  });
});
