import { describe, expect, inject, it } from 'vitest';
import { CHIEF_BY_PASSWORD, freshPagePerTest, loginToDemoUnit } from './browser';

/*
 * The command palette in Chromium against the real server: 张伟 presses Ctrl+K on the dashboard, types part of a
 * device's name, and Enter opens that device; the header's search button opens the palette again with the device
 * among the recent items, and Esc gives focus back to the button.
 */

const baseUrl = inject('baseUrl');
const session = freshPagePerTest({ width: 1440, height: 900 });

describe('the command palette', () => {
  it('opens a device by typing part of its name', async () => {
    const page = session.page;
    await loginToDemoUnit(page, baseUrl, CHIEF_BY_PASSWORD);
    const button = page.locator('header').getByRole('button', { name: '搜索' });
    // The key works once the shell is there (its header shows the palette's button).
    await button.waitFor();
    await page.keyboard.press('Control+K');
    const input = page.getByRole('combobox');
    await input.waitFor();
    await input.fill('专用章');
    const devices = page.getByRole('group', { name: '设备' });
    const first = devices.getByRole('option').first();
    await first.waitFor();
    expect(await first.getAttribute('aria-selected')).toBe('true');
    const title = (await first.locator('span').first().textContent())!;
    expect(title).toContain('专用章');
    await input.press('Enter');
    await page.waitForURL(/\/server\/bindingseal\/SD\d{5}$/);
    await page.getByText(title).first().waitFor();

    await button.click();
    const recent = page.getByRole('group', { name: '最近打开' });
    await recent.getByRole('option', { name: new RegExp(title) }).waitFor();
    await page.getByRole('combobox').press('Escape');
    await page.getByRole('combobox').waitFor({ state: 'detached' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(session.errors).toEqual([]);
  });
});
