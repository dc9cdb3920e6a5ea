import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { loadConsoleTexts, loadLanguage } from '@/lib/i18n';

function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
}

// The console fetches its texts and English on demand; tests switch languages synchronously, so all are loaded first.
beforeAll(async () => {
  await loadConsoleTexts();
  await loadLanguage('en-US');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  clearCookies();
});
