import { describe, expect, it } from 'vitest';
import { SettingError } from '../setting-error';
import { DEFAULT_POSTGRES_SETTINGS, isPostgresUrl, readPostgresSettings, redactedUrl } from './postgres-settings';

describe('PostgreSQL settings', () => {
  it('has limits by default, never "wait for ever"', () => {
    expect(readPostgresSettings({})).toEqual({ poolSize: 10, connectTimeoutMs: 5000, statementTimeoutMs: 10_000, idleInTransactionTimeoutMs: 30_000 });
  });

  it('reads each from its variable', () => {
    expect(
      readPostgresSettings({
        DATABASE_POOL_SIZE: '4',
        DATABASE_CONNECT_TIMEOUT_MS: '2500',
        DATABASE_STATEMENT_TIMEOUT_MS: ' 30000 ',
        DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '60000',
      }),
    ).toEqual({ poolSize: 4, connectTimeoutMs: 2500, statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 60_000 });
    expect(readPostgresSettings({ DATABASE_POOL_SIZE: '' })).toEqual(DEFAULT_POSTGRES_SETTINGS);
  });

  it.each(['0', '-1', '1.5', 'ten', '1e3x'])('refuses %s: 0 would mean no limit at all', (value) => {
    expect(() => readPostgresSettings({ DATABASE_CONNECT_TIMEOUT_MS: value })).toThrow(SettingError);
    expect(() => readPostgresSettings({ DATABASE_CONNECT_TIMEOUT_MS: value })).toThrow(/DATABASE_CONNECT_TIMEOUT_MS/);
  });

  it('knows a PostgreSQL URL, and shows one without its password', () => {
    expect(isPostgresUrl('postgres://clinic:secret@db.internal:5432/clinic')).toBe(true);
    expect(isPostgresUrl('PostgreSQL://db/clinic')).toBe(true);
    expect(isPostgresUrl('mysql://db/clinic')).toBe(false);
    expect(isPostgresUrl('./data/clinic.db')).toBe(false);
    expect(redactedUrl('postgres://clinic:secret@db.internal:5432/clinic')).toBe('postgres://clinic@db.internal:5432/clinic');
    expect(redactedUrl('postgres://clinic:secret@db.internal:5432/clinic')).not.toContain('secret');
  });
});
