import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config';

describe('configuration', () => {
  it('defaults to demo mode on 127.0.0.1:8080 with the general edition and PGlite', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ mode: 'demo', host: '127.0.0.1', port: 8080, edition: 'general' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smsProvider).toBe('console');
  });

  it('refuses to start production with demo-only settings, naming each missing one', () => {
    expect(() => loadConfig({ APP_MODE: 'production' })).toThrow(
      /DATABASE_URL is required[\s\S]*SMS_PROVIDER must name a real provider[\s\S]*SIGNING_PRIVATE_KEY_FILE[\s\S]*AUDIT_SIGNING_KEY_FILE is required[\s\S]*APP_SECRET is required/,
    );
    expect(() => loadConfig({ APP_MODE: 'production', SMS_PROVIDER: 'console', DATABASE_URL: 'postgres://x' })).toThrow(
      /SMS_PROVIDER must name a real provider/,
    );
  });

  it('refuses settings it does not understand', () => {
    expect(() => loadConfig({ APP_MODE: 'staging' })).toThrow(/APP_MODE must be demo or production/);
    expect(() => loadConfig({ EDITION: 'gold' })).toThrow(/EDITION must be general or security/);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT must be a positive integer/);
  });
});
