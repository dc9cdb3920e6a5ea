import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateRange } from '@/components/date-range';
import { loadConsoleTexts, loadLanguage, setLang } from '@/lib/i18n';

function Range({ changes }: { changes: Array<{ from?: string; to?: string }> }) {
  const [range, setRange] = useState({ from: '2026-11-01', to: '2026-11-26' });
  return (
    <DateRange
      {...range}
      fromLabel="From"
      toLabel="To"
      separator="to"
      onChange={(c) => {
        changes.push(c);
        setRange((r) => ({ ...r, ...c }));
      }}
    />
  );
}

afterEach(() => setLang('zh-CN'));

describe('the date range of a filter bar', () => {
  it('shows its days as YYYY-MM-DD under an English browser too, and takes a typed day on Enter', async () => {
    await loadLanguage('en-US');
    setLang('en-US');
    await loadConsoleTexts();
    const changes: Array<{ from?: string; to?: string }> = [];
    const user = userEvent.setup();
    render(<Range changes={changes} />);
    const from = screen.getByRole('textbox', { name: 'From' });
    expect(from).toHaveValue('2026-11-01');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveValue('2026-11-26');
    await user.clear(from);
    await user.type(from, '2026-11-05{Enter}');
    expect(changes).toEqual([{ from: '2026-11-05' }]);
    expect(screen.getByRole('button', { name: 'From：Choose a date' })).toBeInTheDocument();
  });

  it('refuses a day that is not one or lies outside the range, says how to write it, and keeps the last day', async () => {
    const changes: Array<{ from?: string; to?: string }> = [];
    const user = userEvent.setup();
    render(<Range changes={changes} />);
    const to = screen.getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '2026-02-30');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('请按 YYYY-MM-DD 输入日期');
    expect(to).toHaveValue('2026-11-26');
    await user.clear(to);
    await user.type(to, '2026-10-01{Enter}');
    expect(to).toHaveValue('2026-11-26');
    expect(changes).toEqual([]);
    await user.clear(to);
    await user.tab();
    expect(changes).toEqual([{ to: '' }]);
  });
});
