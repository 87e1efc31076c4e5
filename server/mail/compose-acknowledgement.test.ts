import { describe, expect, it } from 'vitest';
import siteJson from '../../tests/fixtures/content-base/site.json';
import { repositoryBranches } from '../../src/testing/repository-content';
import type { OutboxPayload } from '../db/outbox-repository';
import { composeAcknowledgement, type AcknowledgementSite } from './compose-acknowledgement';

/**
 * The acknowledgement goes, unverified, to whatever address was typed into the form, from the
 * clinic's address: it must carry nothing a stranger could use to write to someone else through
 * the clinic. Only the first name is repeated, and only when it is plainly a name.
 */
const site = { ...(siteJson as unknown as AcknowledgementSite), branches: repositoryBranches };
const display = { treatments: [{ id: 'root-canal', label: 'Root Canal' }], branches: repositoryBranches };

const SPAM = {
  firstName: 'WIN 10000 Rs: visit',
  lastName: 'https://evil.example/claim now',
  email: 'victim@example.org',
  phoneNumber: '9876543210',
  countryCode: '+91' as const,
  message: 'Buy cheap pills at pills.example, call +1 555 0100',
};

function contactPayload(request: Partial<typeof SPAM>): OutboxPayload {
  return { kind: 'contact', reference: 'DC-7K4Q-92', receivedAt: '2026-06-01T06:00:00.000Z', request: { ...SPAM, ...request } };
}

const everyPart = (payload: OutboxPayload) => {
  const { subject, text, html } = composeAcknowledgement(payload, site, display);
  return [subject, text, html];
};

describe('the acknowledgement carries nothing the visitor typed but a first name', () => {
  it('leaves out the last name, the message, the phone number and the address', () => {
    for (const part of everyPart(contactPayload({ firstName: 'Asha' }))) {
      for (const typed of ['evil.example', 'claim now', 'pills', '555 0100', '98765', 'victim@example.org']) expect(part).not.toContain(typed);
    }
  });

  it('greets by first name only when it is plainly a name', () => {
    expect(composeAcknowledgement(contactPayload({ firstName: 'Asha' }), site, display).text).toMatch(/^Dear Asha,$/m);
    expect(composeAcknowledgement(contactPayload({ firstName: 'Mary-Jane O’Neil' }), site, display).text).toMatch(/^Dear Mary-Jane O’Neil,$/m);
    expect(composeAcknowledgement(contactPayload({ firstName: 'आशा' }), site, display).text).toMatch(/^Dear आशा,$/m);
  });

  it.each([
    ['digits and a colon', 'WIN 10000 Rs: visit'],
    ['a host name', 'evil.example'],
    ['a web address', 'www.claim-prize.com'],
    ['an e-mail address', 'x@evil.example'],
    ['a long line of words', 'Claim your free prize today before it expires'],
  ])('a first name with %s is not repeated', (_case, firstName) => {
    for (const part of everyPart(contactPayload({ firstName }))) expect(part).not.toContain(firstName);
    expect(composeAcknowledgement(contactPayload({ firstName }), site, display).text).toMatch(/^Hello,$/m);
  });

  it('states the reference and what happens next', () => {
    const { text, html } = composeAcknowledgement(contactPayload({}), site, display);
    for (const part of [text, html]) {
      expect(part).toContain('DC-7K4Q-92');
      expect(part).toContain(site.requests.replyPromise);
    }
  });

  it('an appointment request repeats only what was chosen from the clinic’s own lists', () => {
    const payload: OutboxPayload = {
      kind: 'appointment',
      reference: 'DC-7K4Q-93',
      receivedAt: '2026-06-01T06:00:00.000Z',
      request: { ...SPAM, firstName: 'Vikram', service: 'root-canal', date: '2026-06-02', time: '17:45' },
    };
    const { text } = composeAcknowledgement(payload, site, display);
    expect(text).toContain('Root Canal on Tuesday, 2 June 2026 at 5:45 pm');
    expect(text).not.toContain('evil.example');
  });
});
