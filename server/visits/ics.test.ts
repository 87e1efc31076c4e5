import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsContentType, parameterValue, utcDateTime, writeIcs, type IcsEvent } from './ics';
import { property, readIcs, textOf, unescapeText, unfold } from './testing/read-ics';

const EVENT: IcsEvent = {
  method: 'REQUEST',
  uid: 'DC-7K4Q-92@www.demo-dental-clinic.example',
  sequence: 0,
  stamp: new Date('2026-11-26T01:02:03.456Z'),
  start: new Date('2026-12-03T05:00:00.000Z'),
  end: new Date('2026-12-03T05:30:00.000Z'),
  summary: 'Dental appointment: Root Canal Treatment — Demo Dental Clinic, South Bopal',
  location: 'Demo address, South Bopal, Ahmedabad, Gujarat 380058',
  geo: { latitude: 23.01284, longitude: 72.47251 },
  description: 'Reference DC-7K4Q-92.\nTo change it, call +91 90000 00000.',
  url: 'https://www.demo-dental-clinic.example/visit/abc_DEF-123',
  organizer: { name: 'Demo Dental Clinic', email: 'hello@demo-dental-clinic.example' },
  attendee: { name: 'Asha Patel', email: 'asha@example.org' },
};

const octets = (text: string) => Buffer.byteLength(text, 'utf8');

describe('the file', () => {
  const file = writeIcs(EVENT);

  it('ends every line with CRLF, and has no bare CR or LF', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('is one VCALENDAR holding one VEVENT, with the calendar properties a client needs', () => {
    const names = readIcs(file).map((line) => `${line.name}:${line.value}`);
    expect(names[0]).toBe('BEGIN:VCALENDAR');
    expect(names.at(-1)).toBe('END:VCALENDAR');
    expect(names.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(names).toEqual(expect.arrayContaining(['VERSION:2.0', 'CALSCALE:GREGORIAN', 'METHOD:REQUEST', 'STATUS:CONFIRMED', 'TRANSP:OPAQUE']));
    expect(property(file, 'PRODID').value).toMatch(/^-\/\/.+\/\/EN$/);
  });

  it('writes the times in UTC, the stamp without milliseconds', () => {
    expect(property(file, 'DTSTART').value).toBe('20261203T050000Z');
    expect(property(file, 'DTEND').value).toBe('20261203T053000Z');
    expect(property(file, 'DTSTAMP').value).toBe('20261126T010203Z');
    expect(utcDateTime(new Date('2027-01-01T00:00:00Z'))).toBe('20270101T000000Z');
  });

  it('carries the uid, the sequence, the place, the link and the people', () => {
    expect(textOf(file, 'UID')).toBe(EVENT.uid);
    expect(property(file, 'SEQUENCE').value).toBe('0');
    expect(textOf(file, 'SUMMARY')).toBe(EVENT.summary);
    expect(textOf(file, 'LOCATION')).toBe(EVENT.location);
    expect(textOf(file, 'DESCRIPTION')).toBe(EVENT.description);
    expect(property(file, 'GEO').value).toBe('23.01284;72.47251');
    expect(property(file, 'URL').value).toBe(EVENT.url);
    expect(property(file, 'ORGANIZER')).toEqual({
      name: 'ORGANIZER',
      parameters: { CN: 'Demo Dental Clinic' },
      value: 'mailto:hello@demo-dental-clinic.example',
    });
    expect(property(file, 'ATTENDEE')).toEqual({
      name: 'ATTENDEE',
      parameters: { CN: 'Asha Patel', ROLE: 'REQ-PARTICIPANT', PARTSTAT: 'ACCEPTED', RSVP: 'FALSE' },
      value: 'mailto:asha@example.org',
    });
  });

  it('leaves out what is not given: the attendee, the link, the coordinates', () => {
    const bare = writeIcs({ ...EVENT, attendee: undefined, url: undefined, geo: undefined });
    const names = readIcs(bare).map((line) => line.name);
    for (const name of ['ATTENDEE', 'URL', 'GEO']) expect(names).not.toContain(name);
    expect(names).toContain('ORGANIZER');
  });

  it('a cancellation says so in the method, the status and the busy time, at a higher sequence', () => {
    const cancelled = writeIcs({ ...EVENT, method: 'CANCEL', sequence: 2 });
    expect(property(cancelled, 'METHOD').value).toBe('CANCEL');
    expect(property(cancelled, 'STATUS').value).toBe('CANCELLED');
    expect(property(cancelled, 'TRANSP').value).toBe('TRANSPARENT');
    expect(property(cancelled, 'SEQUENCE').value).toBe('2');
    expect(textOf(cancelled, 'UID')).toBe(EVENT.uid);
  });

  it('names its media type with the method', () => {
    expect(icsContentType('REQUEST')).toBe('text/calendar; charset=UTF-8; method=REQUEST');
    expect(icsContentType('CANCEL')).toBe('text/calendar; charset=UTF-8; method=CANCEL');
  });
});

describe('TEXT values cannot break the file', () => {
  it.each([
    ['commas and semicolons', 'Patel, Asha; Mehta'],
    ['a backslash', 'C:\\teeth\\n is not a newline'],
    ['line breaks of every kind', 'line one\nline two\r\nline three\rline four'],
    ['what looks like a property', 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT'],
    ['control characters', 'a\u0000b\u0007c\u001bd'],
    ['Gujarati and Hindi', 'પટેલ, दंत चिकित्सा; ok'],
  ])('%s', (_case, text) => {
    const file = writeIcs({ ...EVENT, summary: text, description: text, location: text });
    const expected = text.replace(/\r\n|\r/g, '\n').replace(/(?![\t\n])\p{Cc}/gu, ' ');
    for (const name of ['SUMMARY', 'DESCRIPTION', 'LOCATION']) expect(textOf(file, name)).toBe(expected);
    expect(readIcs(file).filter((line) => line.name === 'BEGIN')).toHaveLength(2);
  });

  it('escapes exactly backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
    expect(escapeText('tab\tstays: and colons too')).toBe('tab\tstays: and colons too');
  });

  it('turns a lone surrogate into U+FFFD rather than into invalid UTF-8', () => {
    expect(escapeText('a\uD800b')).toBe('a\uFFFDb');
    expect(() => writeIcs({ ...EVENT, attendee: { name: 'x\uDC00', email: 'x\uD800@example.org' } })).not.toThrow();
  });

  it('the test reader itself refuses what a calendar would misread', () => {
    expect(() => unescapeText('a,b')).toThrow(/unescaped ,/);
    expect(() => unescapeText('a\\xb')).toThrow(/unknown escape/);
    expect(() => unfold('BEGIN:VCALENDAR\nEND:VCALENDAR\r\n')).toThrow(/bare CR or LF/);
  });
});

describe('parameter values', () => {
  it('are quoted when they hold a colon, a semicolon or a comma', () => {
    expect(parameterValue('Patel, Dr')).toBe('"Patel, Dr"');
    expect(parameterValue('Dr; Mehta')).toBe('"Dr; Mehta"');
    expect(parameterValue('Re: visit')).toBe('"Re: visit"');
    expect(parameterValue('Asha Patel')).toBe('Asha Patel');
  });

  it('lose double quotes and line breaks, which no parameter may hold', () => {
    expect(parameterValue('Asha "Ash" Patel')).toBe("Asha 'Ash' Patel");
    expect(parameterValue('Asha\r\nATTENDEE:mailto:x@example.org')).toBe('"Asha  ATTENDEE:mailto:x@example.org"');
  });

  it('round-trip through a reader, whatever the name', () => {
    const file = writeIcs({ ...EVENT, attendee: { name: 'Patel, Dr; "Asha"\nપટેલ', email: 'asha@example.org' } });
    const attendee = property(file, 'ATTENDEE');
    expect(attendee.parameters.CN).toBe("Patel, Dr; 'Asha' પટેલ");
    expect(attendee.parameters.PARTSTAT).toBe('ACCEPTED');
    expect(attendee.value).toBe('mailto:asha@example.org');
  });

  it('an address with characters a URI cannot hold is percent-encoded', () => {
    const file = writeIcs({ ...EVENT, attendee: { name: 'A', email: 'a b"c@example.org' } });
    expect(property(file, 'ATTENDEE').value).toBe('mailto:a%20b%22c@example.org');
  });
});

describe('folding at 75 octets', () => {
  const foldedLines = (line: string) => foldLine(line).split('\r\n');

  it('leaves a line of 75 octets whole, and folds one of 76', () => {
    expect(foldedLines('x'.repeat(75))).toEqual(['x'.repeat(75)]);
    expect(foldedLines('x'.repeat(76))).toEqual(['x'.repeat(75), ' x']);
  });

  it('counts the leading space of a continuation line', () => {
    const lines = foldedLines('x'.repeat(75 + 74 + 10));
    expect(lines.map(octets)).toEqual([75, 75, 11]);
  });

  it.each([
    ['Gujarati', 'પટેલ '.repeat(40)],
    ['Hindi', 'दंत चिकित्सा '.repeat(30)],
    ['emoji', '🦷😀'.repeat(40)],
    ['mixed, so that folds land at every offset', 'aપbदc🦷'.repeat(25)],
  ])('never splits a character of %s, and unfolds back to the text', (_case, text) => {
    const file = writeIcs({ ...EVENT, summary: text, description: `x${text}`, location: `xy${text}` });
    for (const line of file.slice(0, -2).split('\r\n')) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // A split character would decode to U+FFFD.
      expect(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.from(line, 'utf8'))).not.toContain('\uFFFD');
      expect(line).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
    expect(textOf(file, 'SUMMARY')).toBe(text);
    expect(textOf(file, 'DESCRIPTION')).toBe(`x${text}`);
    expect(textOf(file, 'LOCATION')).toBe(`xy${text}`);
  });

  it('folds a long line of three-octet characters just before the 75th octet', () => {
    // 'SUMMARY:' is 8 octets; each Gujarati letter 3: 22 letters fill 74, the 23rd would make 77.
    const lines = foldedLines(`SUMMARY:${'પ'.repeat(30)}`);
    expect(octets(lines[0])).toBe(74);
    expect(lines[1]).toBe(` ${'પ'.repeat(8)}`);
  });
});
