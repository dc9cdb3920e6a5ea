import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadConsoleTexts, loadLanguage } from '@/lib/i18n';
import { textDomains, type TextDomain } from '@/lib/i18n/text-domains';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

// The console fetches its texts, its domains' and English on demand; tests switch languages synchronously and render
// pages without their routes, so all are loaded first.
beforeAll(async () => {
  await loadConsoleTexts(Object.keys(textDomains) as TextDomain[]);
  await loadLanguage('en-US');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  clearCookies();
});
