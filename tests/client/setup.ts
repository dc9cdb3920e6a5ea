import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadConsoleTexts, loadLanguage } from '@/lib/i18n';
import { textDomains, type TextDomain } from '@/lib/i18n/text-domains';

// findBy and waitFor wait for what a user would wait for: a lazily loaded page renders in tens of milliseconds alone,
// but over a second on a CI machine running four test workers on two cores (the library's default is 1 s).
configure({ asyncUtilTimeout: 5_000 });

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
