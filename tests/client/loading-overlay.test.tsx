/**
 * The page's loading overlay (spec section 9): '拼命加载中' while a call that asks for it is in flight, reference
 * counted so it stays until the last such call settles, whatever the outcome.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { Endpoint } from '@contract/endpoint';
import { LoadingOverlay } from '@/components/loading-overlay';
import { EvidenceReport } from '@/features/authorization/components/evidence-report';
import { call } from '@/lib/api-client';
import { send } from '@/lib/api-client/transport';
import { setLang } from '@/lib/i18n';
import { appStore } from '@/lib/store';

vi.mock('@/lib/api-client/transport', () => ({ send: vi.fn() }));
vi.mock('@/lib/api-client/signer', () => ({ sign: vi.fn(async () => 'SIG') }));

type Response = Awaited<ReturnType<typeof send>>;

/** Each request waits until the test answers it. */
let pending: Array<{ answer: (data: unknown) => void; fail: () => void }> = [];
beforeEach(() => {
  pending = [];
  vi.mocked(send).mockImplementation(
    () =>
      new Promise<Response>((resolve, reject) =>
        pending.push({
          answer: (data) => resolve({ status: 200, data: { code: 0, msg: 'success', data } } as Response),
          fail: () => reject(new Error('network down')),
        }),
      ),
  );
});
afterEach(() => setLang('zh-CN'));

const thing = {
  method: 'GET',
  service: 'operate',
  path: 'thing/v1/slow',
  encoding: 'json',
  timeoutMs: 30_000,
  access: 'unit',
  summary: 'test',
  request: z.object({}),
  response: z.unknown(),
} as Endpoint;

function renderOverlay() {
  render(
    <Provider store={appStore}>
      <LoadingOverlay />
    </Provider>,
  );
}

async function requestsSent(n: number) {
  await waitFor(() => expect(pending).toHaveLength(n));
}

describe('loading overlay', () => {
  it('shows 拼命加载中 until the last call that asked for it settles', async () => {
    renderOverlay();
    const first = call(thing, {}, { loading: true });
    await requestsSent(1);
    const second = call(thing, {}, { loading: true }).catch(() => 'failed');
    await requestsSent(2);
    expect(screen.getByRole('status')).toHaveTextContent('拼命加载中');

    await act(async () => pending[0]!.answer('one'));
    await expect(first).resolves.toBe('one');
    expect(screen.getByRole('status')).toHaveTextContent('拼命加载中');

    await act(async () => pending[1]!.fail());
    await expect(second).resolves.toBe('failed');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a call that does not ask for it leaves the page alone', async () => {
    renderOverlay();
    const quiet = call(thing, {});
    await requestsSent(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(async () => pending[0]!.answer(null));
    await quiet;
  });

  it('speaks English in the English console', async () => {
    setLang('en-US');
    renderOverlay();
    const slow = call(thing, {}, { loading: true });
    await requestsSent(1);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    await act(async () => pending[0]!.answer(null));
    await slow;
  });

  it('covers the page while the evidence report is built', async () => {
    render(
      <Provider store={appStore}>
        <QueryClientProvider client={new QueryClient()}>
          <EvidenceReport empowerNo="EP1" />
          <LoadingOverlay />
        </QueryClientProvider>
      </Provider>,
    );
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await userEvent.click(screen.getByRole('button', { name: '导出证据报告' }));
    await requestsSent(1);
    expect(screen.getByRole('status')).toHaveTextContent('拼命加载中');
    await act(async () =>
      pending[0]!.answer({ fileId: 'f', tmpUrl: 'https://files.example/r.pdf', sha256: 'ab'.repeat(32), pages: 4 }),
    );
    await waitFor(() => expect(screen.queryByText('拼命加载中')).not.toBeInTheDocument());
    expect(open).toHaveBeenCalledWith('https://files.example/r.pdf', '_blank', 'noopener');
    open.mockRestore();
  });
});
