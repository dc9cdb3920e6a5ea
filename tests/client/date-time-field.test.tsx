/**
 * The kit's date-time field: a 'YYYY-MM-DD' day and a 24-hour 'HH:mm' time whatever the language, submitted as
 * 'YYYY-MM-DDTHH:mm'; typed text applies on Enter or on leaving; a time that is not one goes back and says how.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { dateTimeValue, DateTimeField, normalTime } from '@/components/form/date-time-field';
import { loadConsoleTexts, loadLanguage, setLang } from '@/lib/i18n';

function Harness({ initial, seen }: { initial: string; seen: string[] }) {
  const form = useForm<{ at: string }>({ defaultValues: { at: initial } });
  seen.push(form.watch('at'));
  return <DateTimeField control={form.control} name="at" id="at" label="生效时间" />;
}

function renderField(initial = '') {
  const seen: string[] = [];
  render(<Harness initial={initial} seen={seen} />);
  const last = () => seen[seen.length - 1];
  return { user: userEvent.setup(), last };
}

afterEach(() => setLang('zh-CN'));

describe('DateTimeField', () => {
  it('shows a stored value as its day and time, and changes the time on Enter', async () => {
    await loadConsoleTexts();
    const { user, last } = renderField('2026-12-01T08:30');
    expect(screen.getByLabelText('生效时间')).toHaveValue('2026-12-01');
    const time = screen.getByLabelText('生效时间：时间');
    expect(time).toHaveValue('08:30');
    await user.clear(time);
    await user.type(time, '9:05{Enter}');
    expect(last()).toBe('2026-12-01T09:05');
    expect(time).toHaveValue('09:05');
  });

  it('takes a typed day with the time already typed, midnight without one', async () => {
    await loadConsoleTexts();
    const { user, last } = renderField();
    const day = screen.getByLabelText('生效时间');
    await user.type(day, '2026-12-24{Enter}');
    expect(last()).toBe('2026-12-24T00:00');
    await user.clear(day);
    await user.tab();
    expect(last()).toBe('');
    const time = screen.getByLabelText('生效时间：时间');
    await user.type(time, '18:45');
    await user.tab();
    await user.type(day, '2026-12-31{Enter}');
    expect(last()).toBe('2026-12-31T18:45');
  });

  it('refuses a time that is not one: the last value comes back with how to write it', async () => {
    await loadConsoleTexts();
    const { user, last } = renderField('2026-12-01T08:30');
    const time = screen.getByLabelText('生效时间：时间');
    await user.clear(time);
    await user.type(time, '25:00{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('请按 HH:mm（24小时制）输入时间');
    expect(time).toHaveValue('08:30');
    expect(last()).toBe('2026-12-01T08:30');
  });

  it('keeps the same 24-hour format in English', async () => {
    await loadLanguage('en-US');
    setLang('en-US');
    await loadConsoleTexts();
    renderField('2026-12-01T20:15');
    expect(screen.getByLabelText('生效时间')).toHaveValue('2026-12-01');
    expect(screen.getByLabelText('生效时间：time')).toHaveValue('20:15');
  });

  it('normalises times and builds values', () => {
    expect(normalTime(' 7:05 ')).toBe('07:05');
    expect(normalTime('23:59')).toBe('23:59');
    expect(normalTime('24:00')).toBeNull();
    expect(normalTime('12:60')).toBeNull();
    expect(normalTime('')).toBe('');
    expect(dateTimeValue('2026-01-02', '')).toBe('2026-01-02T00:00');
    expect(dateTimeValue('', '10:00')).toBe('');
  });
});
