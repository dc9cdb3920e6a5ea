/** The version history asks for its own edition's versions: type 1 in the security edition, 0 in the general one. */
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import VersionHistoryPage from '@/features/message/pages/version-history-page';
import { answerCalls, renderPage } from './render-harness';

const editionState = vi.hoisted(() => ({ id: 'general' as 'general' | 'security' }));

vi.mock('@/config/editions', async (original) => {
  const module = await original<typeof import('@/config/editions')>();
  const edition = { ...module.edition };
  Object.defineProperty(edition, 'versionType', { get: () => module.editions[editionState.id].versionType });
  return { ...module, edition };
});

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const PATH = '/message/versionHistory';
const released = { id: 1, details: '修复若干问题', releasedAt: '2026-03-01T00:00:00.000Z' };
const byType: Record<number, string> = { 0: '6.0.4', 1: '6.0.3' };

beforeEach(() => {
  answerCalls({
    'version-history/v1/list': (p) => ({ list: [{ ...released, versionNumber: byType[Number(p.type)] }], total: 1 }),
  });
});

describe('version history by edition', () => {
  it('the general edition lists the general versions', async () => {
    editionState.id = 'general';
    renderPage(<VersionHistoryPage />, { path: PATH, url: PATH });
    expect(await screen.findByText('v6.0.4')).toBeInTheDocument();
  });

  it('the security edition lists the security versions', async () => {
    editionState.id = 'security';
    renderPage(<VersionHistoryPage />, { path: PATH, url: PATH });
    expect(await screen.findByText('v6.0.3')).toBeInTheDocument();
    expect(screen.queryByText('v6.0.4')).not.toBeInTheDocument();
  });
});
