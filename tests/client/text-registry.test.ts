import { beforeEach, describe, expect, it, vi } from 'vitest';

// Fresh modules: the setup file has loaded every text; these tests watch them arrive.
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
});

describe("a domain's console texts", () => {
  it('arrive with the pages that name the domain, in Chinese and in the language in use', async () => {
    const i18n = await import('@/lib/i18n');
    await i18n.loadConsoleTexts();
    expect(i18n.textOr('cost.order.title', '-')).toBe('-');
    await i18n.loadConsoleTexts(['cost']);
    expect(i18n.t('cost.order.title')).toBe('订单详情');
    expect(i18n.textOr('docsec.watermark.title', '-')).toBe('-');
  });

  it('follow a change of language for every domain already asked for', async () => {
    const i18n = await import('@/lib/i18n');
    await i18n.loadConsoleTexts(['cost']);
    i18n.setLang('en-US');
    await vi.waitFor(() => expect(i18n.currentLang()).toBe('en-US'));
    expect(i18n.t('cost.order.title')).toBe('Order details');
    expect(i18n.t('choose.title')).toBe('Choose a unit');
    i18n.setLang('zh-CN');
  });

  it("are typed keys of t: a domain's key passes the type check, an unknown one does not", async () => {
    const i18n = await import('@/lib/i18n');
    await i18n.loadConsoleTexts(['content']);
    expect(typeof i18n.t('cost.order.title')).toBe('string');
    // @ts-expect-error -- no domain has this key
    expect(i18n.t('cost.order.noSuchText')).toBe('cost.order.noSuchText');
  });

  it('come with a lazily loaded part that names them', async () => {
    const i18n = await import('@/lib/i18n');
    const load = i18n.withDomainTexts(['registry'], async () => 'part');
    await expect(load()).resolves.toBe('part');
    expect(i18n.t('registry.loading')).toBe('加载中…');
  });
});

describe('the refusal texts in the console', () => {
  it("read as a generic message with the key until the domain's catalogue is imported", async () => {
    const i18n = await import('@/lib/i18n');
    expect(i18n.messageText('e.rejectReasonRequired')).toBe('操作未能完成（e.rejectReasonRequired）');
    await import('@contract/unit-error-texts');
    expect(i18n.messageText('e.rejectReasonRequired')).toBe('请填写驳回原因');
  });

  it('bring the validation messages with the console texts', async () => {
    const i18n = await import('@/lib/i18n');
    await i18n.loadConsoleTexts();
    expect(i18n.messageText('v.lengthRange|1|56')).toBe('长度范围为1-56');
  });
});
