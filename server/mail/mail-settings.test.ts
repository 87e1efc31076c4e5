import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
  DEFAULT_OUTBOX_LEASE_MS,
  DEFAULT_OUTBOX_POLL_MS,
  mailAddresses,
  readMailSettings,
} from './mail-settings';
import { withDefaultTimeouts } from './smtp-transport-url';

describe('readMailSettings', () => {
  it('reads the environment, with from defaulting to the inbox', () => {
    expect(
      readMailSettings({
        SMTP_URL: 'smtp://mail:25',
        MAIL_TO: 'clinic@example.com',
        OUTBOX_POLL_MS: '2500',
        OUTBOX_LEASE_MS: '20000',
        ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: '0',
      }),
    ).toEqual({
      smtpUrl: 'smtp://mail:25',
      to: 'clinic@example.com',
      from: 'clinic@example.com',
      pollMs: 2500,
      leaseMs: 20_000,
      acknowledgementsPerAddressPerDay: 0,
    });
  });

  it('treats blanks as unset and ignores a nonsense poll interval, lease or acknowledgement cap', () => {
    expect(readMailSettings({ SMTP_URL: ' ', OUTBOX_POLL_MS: 'soon', OUTBOX_LEASE_MS: '5', ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: '2.5' })).toEqual({
      smtpUrl: undefined,
      to: undefined,
      from: undefined,
      pollMs: DEFAULT_OUTBOX_POLL_MS,
      leaseMs: DEFAULT_OUTBOX_LEASE_MS,
      acknowledgementsPerAddressPerDay: DEFAULT_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY,
    });
    expect(readMailSettings({ ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY: ' ' }).acknowledgementsPerAddressPerDay).toBe(DEFAULT_ACKNOWLEDGEMENTS_PER_ADDRESS_PER_DAY);
  });
});

describe('mailAddresses', () => {
  const clinic = 'hello@demo-dental-clinic.example';

  it('sends from the clinic address in site.json by default, and each request to its branch (the clinic without one)', () => {
    expect(mailAddresses(readMailSettings({ SMTP_URL: 'smtp://mail:25' }), clinic)).toEqual({ to: clinic, from: clinic, routeToBranches: true });
  });

  it('lets MAIL_TO and MAIL_FROM override it: MAIL_TO takes every request, whatever its branch', () => {
    expect(mailAddresses(readMailSettings({ MAIL_TO: 'staging@example.com' }), clinic)).toEqual({
      to: 'staging@example.com',
      from: 'staging@example.com',
      routeToBranches: false,
    });
    expect(mailAddresses(readMailSettings({ MAIL_FROM: 'website@example.com' }), clinic)).toEqual({
      to: clinic,
      from: 'website@example.com',
      routeToBranches: true,
    });
  });
});

describe('withDefaultTimeouts', () => {
  it('adds timeouts but keeps credentials and settings from the URL', () => {
    const url = new URL(withDefaultTimeouts('smtps://user:p%40ss@smtp.example.com:465?socketTimeout=5000'));
    expect(url.username).toBe('user');
    expect(url.password).toBe('p%40ss');
    expect(url.searchParams.get('socketTimeout')).toBe('5000');
    expect(url.searchParams.get('connectionTimeout')).toBe('10000');
  });
});
