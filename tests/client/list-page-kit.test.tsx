import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { columnHelper, DataTable } from '@/components/data-table';
import { FilterBar, FilterSelect } from '@/components/filter-bar';
import { ListBody } from '@/components/list-page/list-body';
import { useListPage, type Paging } from '@/components/list-page/use-list-page';
import { renderPage } from './render-harness';

interface Row {
  id: number;
  name: string;
}
type Request = Paging & { color?: string };
const col = columnHelper<Row>();
const columns = [col.accessor('name', { header: '名称' })];

/** A list call answering 25 rows of the asked colour, 10 a page; `fail` refuses the next calls. */
function fakeCall() {
  const requests: Request[] = [];
  let failing = false;
  const answer = vi.fn(async (request: Request) => {
    requests.push(request);
    if (failing) throw new Error('down');
    const all = Array.from({ length: request.color === 'blue' ? 0 : 25 }, (_, i) => ({
      id: i + 1,
      name: `${request.color ?? 'any'}-${i + 1}`,
    }));
    const start = (request.pageNum - 1) * request.pageSize;
    return { list: all.slice(start, start + request.pageSize), total: all.length };
  });
  return { requests, answer, fail: (on: boolean) => (failing = on) };
}

function TablePage({ call }: { call: ReturnType<typeof fakeCall> }) {
  const useRows = (request: Request) =>
    useQuery({ queryKey: ['kit', request], queryFn: () => call.answer(request), placeholderData: keepPreviousData });
  const { values, update, reset, anyFilter, list } = useListPage({
    path: '/kit',
    filters: ['color'] as const,
    request: (filters, paging) => ({ ...paging, color: filters.color || undefined }),
    useRows,
  });
  return (
    <>
      <FilterBar active={anyFilter} onReset={reset} resetLabel="重置">
        <FilterSelect
          label="颜色"
          value={values.color}
          onChange={(color) => update({ color })}
          allLabel="全部"
          options={[
            { value: 'red', label: '红' },
            { value: 'blue', label: '蓝' },
          ]}
        />
      </FilterBar>
      <DataTable
        {...list}
        label="样例"
        columns={columns}
        rowId={(r) => String(r.id)}
        emptyText="暂无数据"
        emptyAction={<button type="button">新增样例</button>}
      />
    </>
  );
}

const names = () =>
  within(screen.getByRole('table', { name: '样例' }))
    .queryAllByRole('cell')
    .map((c) => c.textContent);

describe('the list-page kit', () => {
  it('reads the filters and page from the URL, and writes a changed filter back (page 1 again)', async () => {
    const call = fakeCall();
    const user = userEvent.setup();
    const page = renderPage(<TablePage call={call} />, { path: '/kit', url: '/kit?color=red&page=2' });
    await waitFor(() => expect(names()[0]).toBe('red-11'));
    expect(call.requests[0]).toEqual({ pageNum: 2, pageSize: 10, color: 'red' });
    expect(screen.getByRole('combobox', { name: '颜色' })).toHaveValue('red');

    await user.selectOptions(screen.getByRole('combobox', { name: '颜色' }), '');
    expect(page.url()).toBe('/kit');
    await waitFor(() => expect(names()[0]).toBe('any-1'));
    expect(call.requests.at(-1)).toEqual({ pageNum: 1, pageSize: 10, color: undefined });
  });

  it('changes the page through the pager and keeps it in the URL', async () => {
    const call = fakeCall();
    const user = userEvent.setup();
    const page = renderPage(<TablePage call={call} />, { path: '/kit', url: '/kit?color=red' });
    await waitFor(() => expect(names()[0]).toBe('red-1'));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(page.url()).toBe('/kit?color=red&page=2');
    await waitFor(() => expect(names()[0]).toBe('red-11'));
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(names()).toEqual(['red-21', 'red-22', 'red-23', 'red-24', 'red-25']));
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('shows the empty text and the next step the page offers when a page has no rows', async () => {
    const call = fakeCall();
    renderPage(<TablePage call={call} />, { path: '/kit', url: '/kit?page=9' });
    expect(await screen.findByText('暂无数据')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '新增样例' })).toBeInTheDocument();
  });

  it('says "no match" for a search without hits, and clearing the filters from there shows the rows', async () => {
    const call = fakeCall();
    const user = userEvent.setup();
    const page = renderPage(<TablePage call={call} />, { path: '/kit', url: '/kit?color=blue' });
    expect(await screen.findByText('没有找到匹配的结果')).toBeInTheDocument();
    expect(screen.queryByText('暂无数据')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '新增样例' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(page.url()).toBe('/kit');
    await waitFor(() => expect(names()[0]).toBe('any-1'));
  });

  it('shows the error with a retry that asks again', async () => {
    const call = fakeCall();
    call.fail(true);
    const user = userEvent.setup();
    renderPage(<TablePage call={call} />, { path: '/kit', url: '/kit' });
    const retry = await screen.findByRole('button', { name: '重试' });
    call.fail(false);
    await user.click(retry);
    await waitFor(() => expect(names()[0]).toBe('any-1'));
    expect(call.answer).toHaveBeenCalledTimes(2);
  });

  it('gives a list that is not a table the same states and pager', async () => {
    const call = fakeCall();
    call.fail(true);
    const user = userEvent.setup();
    function CardsPage() {
      const useRows = (request: Request) =>
        useQuery({ queryKey: ['cards', request], queryFn: () => call.answer(request) });
      const { list } = useListPage({ path: '/cards', request: (_, paging) => paging, useRows });
      return (
        <ListBody {...list} emptyText="暂无" skeleton={<p>加载中</p>}>
          {(rows) => (
            <ul aria-label="卡片">
              {rows.map((r) => (
                <li key={r.id}>{r.name}</li>
              ))}
            </ul>
          )}
        </ListBody>
      );
    }
    const page = renderPage(<CardsPage />, { path: '/cards', url: '/cards' });
    expect(screen.getByText('加载中')).toBeInTheDocument();
    call.fail(false);
    await user.click(await screen.findByRole('button', { name: '重试' }));
    const cards = await screen.findByRole('list', { name: '卡片' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(page.url()).toBe('/cards?page=2');
  });
});
