import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { columnHelper, DataTable } from '@/components/data-table';
import '@/lib/i18n';

interface Row {
  id: number;
  name: string;
}

const col = columnHelper<Row>();
const columns = [
  col.accessor('name', { header: '姓名' }),
  col.display({
    id: 'actions',
    header: '操作',
    cell: (c) => <button type="button">编辑 {c.row.original.name}</button>,
  }),
];
const rows = (n: number, from = 1): Row[] =>
  Array.from({ length: n }, (_, i) => ({ id: from + i, name: `成员${from + i}` }));

function setup(props: Partial<Parameters<typeof DataTable<Row>>[0]> = {}) {
  const onPage = vi.fn();
  const onRowClick = vi.fn();
  const onRetry = vi.fn();
  const view = render(
    <DataTable<Row>
      label="成员列表"
      columns={columns}
      rows={rows(10)}
      total={25}
      page={1}
      pageSize={10}
      onPage={onPage}
      rowId={(r) => String(r.id)}
      loading={false}
      emptyText="没有符合条件的成员"
      onRowClick={onRowClick}
      onRetry={onRetry}
      {...props}
    />,
  );
  const table = screen.getByRole('table', { name: '成员列表' });
  return { ...view, table, onPage, onRowClick, onRetry, user: userEvent.setup() };
}

describe('DataTable', () => {
  it('gives a tinted row (an exception) its tint under the sticky actions too, and other rows white', () => {
    const { table } = setup({ rowClass: (r) => (r.id === 2 ? 'bg-red-50' : '') });
    const tinted = within(table).getByText('成员2').closest('tr')!;
    expect(tinted.className).toContain('bg-red-50');
    expect(within(tinted).getByRole('button').closest('td')!.className).toContain('bg-inherit');
    expect(within(table).getByText('成员1').closest('tr')!.className).toContain('bg-white');
  });

  it('renders the headers and one row per item of the page', () => {
    const { table } = setup();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['姓名', '操作']);
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(within(table).getByText('成员10')).toBeInTheDocument();
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    expect(screen.getByText('第 1 / 3 页')).toBeInTheDocument();
  });

  it('asks for the next and previous server page; previous is off on the first page, next on the last', async () => {
    const first = setup();
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    await first.user.click(screen.getByRole('button', { name: '下一页' }));
    expect(first.onPage).toHaveBeenCalledWith(2);
    first.unmount();

    const last = setup({ page: 3, rows: rows(5, 21) });
    expect(screen.getByText('第 3 / 3 页')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
    await last.user.click(screen.getByRole('button', { name: '上一页' }));
    expect(last.onPage).toHaveBeenCalledWith(2);
    expect(within(last.table).getAllByRole('row')).toHaveLength(6);
  });

  it('shows skeleton rows while the first page loads, inside the table', () => {
    const { table } = setup({ rows: undefined, loading: true, total: 0 });
    expect(within(table).getAllByTestId('table-skeleton')).toHaveLength(5);
    expect(table).toHaveAttribute('aria-busy', 'true');
    // No total yet: "0 in all" beside a loading table would say the list is empty.
    expect(screen.queryByText('共 0 条')).not.toBeInTheDocument();
    expect(screen.queryByText('第 1 / 1 页')).not.toBeInTheDocument();
  });

  it('keeps the previous page visible while the next one is fetched', () => {
    const { table } = setup({ fetching: true });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByText('成员1')).toBeInTheDocument();
  });

  it('says so when the page is empty', () => {
    const { table } = setup({ rows: [], total: 0 });
    expect(within(table).getByRole('cell', { name: '没有符合条件的成员' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('offers a retry when the list failed to load', async () => {
    const { table, onRetry, user } = setup({ rows: undefined, error: true });
    expect(within(table).getByText('数据加载失败')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("opens a row on click, but not when the click was on the row's own button", async () => {
    const { table, onRowClick, user } = setup();
    await user.click(within(table).getByText('成员3'));
    expect(onRowClick).toHaveBeenCalledWith({ id: 3, name: '成员3' });
    await user.click(within(table).getByRole('button', { name: '编辑 成员4' }));
    expect(onRowClick).toHaveBeenCalledTimes(1);
  });
});
