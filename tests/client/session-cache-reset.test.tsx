import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UseRecordListPage from '@/features/use-record/pages/use-record-list-page';
import { resetOnSessionChange } from '@/lib/query-client';
import { setSession } from '@/lib/session';
import { pickerCalls, recordRow } from './authorization-helpers';
import { answerCalls, renderPage } from './render-harness';

vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  call: vi.fn(),
}));

const staff = (companyId: number) => ({ kind: 'staff' as const, companyId, userId: 1, realName: '张伟' });

/** The use records each unit's session sees: unit 7 has record 71, unit 8 has record 81. */
function unitCalls(listOf: (companyId: number) => unknown) {
  let unit = 7;
  const api = answerCalls({
    ...pickerCalls,
    'org/v1/list': () => [],
    'use-record/v1/count-unread': () => ({ exception: 0, auth: 0 }),
    'use-record/v1/list': () => listOf(unit),
  });
  return {
    api,
    switchTo: (companyId: number) => ((unit = companyId), setSession(`tok-${companyId}`, staff(companyId))),
  };
}

const shownIds = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('link', { name: '查看' })
    .map((a) => a.getAttribute('href'));

let stop: (() => void) | undefined;
afterEach(() => stop?.());

function renderList() {
  setSession('tok-7', staff(7));
  const page = renderPage(<UseRecordListPage />, { path: '/sealManage/useCordlist', url: '/sealManage/useCordlist' });
  stop = resetOnSessionChange(page.queryClient);
  return page;
}

describe('the cache is cleared when the session or the unit changes', () => {
  it('after a unit switch the list shows the new unit rows only', async () => {
    const { switchTo } = unitCalls((unit) => ({ list: [recordRow({ id: unit * 10 + 1 })], total: 1 }));
    renderList();
    const table = await screen.findByRole('table', { name: '使用记录' });
    await waitFor(() => expect(shownIds(table)).toEqual(['/sealManage/recorddetail?id=71']));

    switchTo(8);
    await waitFor(() => expect(shownIds(table)).toEqual(['/sealManage/recorddetail?id=81']));
  });

  it('an answer of the old session that arrives after the switch never reaches the screen', async () => {
    let answerOld: (value: unknown) => void = () => {};
    const { switchTo } = unitCalls((unit) =>
      unit === 7 ? new Promise((resolve) => (answerOld = resolve)) : { list: [recordRow({ id: 81 })], total: 1 },
    );
    renderList();
    const table = await screen.findByRole('table', { name: '使用记录' });

    switchTo(8);
    await waitFor(() => expect(shownIds(table)).toEqual(['/sealManage/recorddetail?id=81']));
    answerOld({ list: [recordRow({ id: 71 })], total: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shownIds(table)).toEqual(['/sealManage/recorddetail?id=81']);
  });
});
