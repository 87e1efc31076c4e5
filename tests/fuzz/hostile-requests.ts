/**
 * A deterministic corpus of bad requests (fixed seed: the same corpus on every run, so a
 * failure can be reproduced by its index) over every API route and a sample of page routes:
 * malformed JSON, wrong types, huge strings, unicode edge cases, prototype-poisoning keys, deep
 * nesting, arrays for objects, extra fields, wrong content types, oversized bodies, path
 * traversal, odd methods and odd URLs. Valid payloads with a field or two changed are part of
 * it, so some requests are accepted and stored: the test then checks every stored row against
 * the rules.
 */
import { API_BASE, apiPaths } from '../../src/contract/api-contract';

export interface HostileRequest {
  /** Which generator made it, for the failure report. */
  kind: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every platform. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const api = (path: string) => `${API_BASE}${path}`;
export const CONTACT_URL = api(apiPaths.createContactInquiry);
export const APPOINTMENT_URL = api(apiPaths.bookAppointment);
const BLOGS_URL = api(apiPaths.allBlogs);
const READ_URLS = [apiPaths.testimonials, apiPaths.blogCategories, apiPaths.blogTags, apiPaths.galleryCategories, apiPaths.gallery, apiPaths.slides].map(api);
const GALLERY_BY_ID = `${api(apiPaths.galleryByCategory)}/`;
const BLOG_BY_SLUG = `${api(apiPaths.blogBySlug)}/`;
const IMAGES = `${api(apiPaths.images)}/`;
export const PAGE_PATHS = [
  '/',
  '/about',
  '/treatments',
  '/gallery',
  '/blogs',
  '/blogs/how-to-brush-and-floss-properly',
  '/blogs/no-such-post',
  '/contact',
  '/book-appointment',
  '/thank-you',
  '/policy',
  '/terms',
  '/root-canal-treatment-in-ahmedabad',
  '/dental-implants-in-ahmedabad',
  '/braces',
  '/dental-treatment-for-nri-in-ahmedabad-x',
  '/no-such-page',
];
const JSON_TYPE = { 'content-type': 'application/json' };

export interface FormSamples {
  contact: Record<string, string>;
  appointment: Record<string, string>;
}

/** Characters and strings that break naive code, alone or spliced into a valid value. */
const NASTY_FRAGMENTS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u000c',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009b',
  '\t',
  '\n',
  '\r\n',
  '\u2028',
  '\u2029',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\ud800',
  '\udbff',
  '\udc00',
  '\udfff',
  '\ud83d\ude00',
  '\ud83d',
  '\ufffd',
  '\uffff',
  '\ufffe',
  'e\u0301',
  'Z\u0334\u0321\u0322\u031b',
  '\u0130',
  '\uff20',
  'مرحبا',
  'नमस्ते',
  'શુભ',
  '𝔸𝕤𝕙𝕒',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE requests; --",
  '${7*7}',
  '{{7*7}}',
  '$`',
  "$'",
  '$&',
  '%s%n',
  '%00',
  '../../etc/passwd',
  '\\\\server\\share',
  'javascript:alert(1)',
  'Content-Type: text/html\r\nBcc: x@evil.example',
  '=cmd|"/c calc"!A1',
];

const NASTY_DATES = [
  '9999-12-31',
  '0000-01-01',
  '2026-05-09',
  '2026-05-10',
  '2026-05-11',
  '2026-11-10',
  '2026-11-11',
  '2027-05-10',
  '2026-02-29',
  '2028-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-05-32',
  '2026-5-11',
  '+02026-05-11',
  '2026-05-11T10:00',
  '11/05/2026',
  '2026-05-11\u0000',
  '２０２６-０５-１１',
  ' 2026-05-11 ',
  '',
];
const NASTY_TIMES = [
  '00:00',
  '07:59',
  '08:00',
  '14:29',
  '14:30',
  '21:59',
  '22:00',
  '23:59',
  '24:00',
  '8:00',
  '08:00:00',
  '08:00 PM',
  '08:60',
  '-1:00',
  '٠٨:٠٠',
  '10:30\u202e',
  '10:30\n',
  '',
];
const NASTY_PHONES = [
  '9876543210',
  '98765432100',
  '987654321',
  '+919876543210',
  '٩٨٧٦٥٤٣٢١٠',
  '９８７６５４３２１０',
  '0000000000',
  '98765 43210',
  '9876543210\u0000',
];
const NASTY_EMAILS = [
  'asha@example.com',
  'asha\u0000@example.com',
  'a..b@x.com',
  '.a@x.com',
  'a@b',
  'a@b@c.com',
  `${'a'.repeat(65)}@x.com`,
  `a@${'d'.repeat(260)}.com`,
  'asha@exämple.com',
  'asha@example.com\u202e',
  'ASHA@EXAMPLE.COM',
  '"quoted"@example.com',
  'a b@c.com',
];
const NASTY_SERVICES = ['Root Canal', 'Dental Cleaning', 'root canal', 'Root Canal ', 'Hair Transplant', '', 'Root\u0000Canal', '__proto__'];

const WRONG_TYPES: unknown[] = [null, 0, -1, 1e308, true, false, [], ['Asha'], {}, { value: 'Asha' }, 9876543210];

const MALFORMED_JSON = [
  '',
  ' ',
  '{',
  '}',
  '{"firstName": "Asha",',
  '{firstName: "Asha"}',
  "{'firstName': 'Asha'}",
  '{"firstName": "Asha",}',
  '{"firstName": undefined}',
  '{"firstName": NaN}',
  '{"page": Infinity}',
  '{"a": 1 "b": 2}',
  '[',
  'null',
  'true',
  '"text"',
  '42',
  '\u0000',
  '\ufeff{}',
  '{"firstName": "\\ud800"}',
  '{"firstName": "\\u0000"}',
  '{"firstName": "\\x41"}',
  '{"a": 01}',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '{"a": {"__proto__": {"x": 1}}}',
  '{"firstName": "Asha", "firstName": "Ravi"}',
  '{"page": 1e999}',
  '{"page": -0}',
  '{"limit": 1.5}',
  '{"blogCategoryId": "1"}',
];

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/JSON',
  'application/json;;',
  'application/jsonx',
  'application/vnd.api+json',
  '*/*',
  'json',
  '',
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'QUERY'];

const TRAVERSALS = [
  '../secret.svg',
  '../../../../etc/passwd',
  '%2e%2e/%2e%2e/etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  '..%5c..%5cwindows',
  '%252e%252e%252f',
  '.%2e/.%2e/server/start.ts',
  'slides/../../package.json',
  'slides/%00.svg',
  'slides/slide-1.svg%00.png',
  '/etc/passwd',
  '%2fetc%2fpasswd',
  'slides//slide-1.svg',
  './slides/slide-1.svg',
  'slides/.',
  '.env',
  'gallery/.hidden.svg',
  `${'a/'.repeat(300)}x.svg`,
  `${'x'.repeat(3000)}.svg`,
  'testimonials/t-01.svg',
  'testimonials/t-01.svg?x=1',
  'testimonials/T-01.SVG',
  'testimonials/t-01.svg/',
  '%E0%A4%A',
  '%',
  '%ZZ',
  'C:\\Windows\\win.ini',
];
const GALLERY_IDS = ['1', '2', '0', '-1', '1.5', '1e3', '0x10', '99999999999999999999', 'abc', '%20', '1%00', '1;DROP', '__proto__', '', '١'];
/** An article's slug as the last path segment: real, unknown, encoded junk, traversal, huge. */
const BLOG_SLUGS = [
  'how-to-brush-and-floss-properly',
  'no-such-post',
  '',
  '%00',
  '%ZZ',
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '__proto__',
  'constructor',
  "x$'y",
  '%F0%9F%98%80',
  'a'.repeat(600),
  'How-To-Brush-And-Floss-Properly',
  'how-to-brush-and-floss-properly%20',
];
const QUERIES = [
  '',
  '?',
  '?x=1',
  '?q=%',
  '?q=%ZZ',
  '?__proto__[x]=1',
  '?constructor[prototype][x]=1',
  `?q=${'a'.repeat(4000)}`,
  '?q=%F0%9F%98%80',
  '?a=1&a=2&a=3',
  '?$`=1',
  "?x=$'",
];
const ODD_PAGE_SUFFIXES = ['', '/', '//', '/.', '/..', '/%2e%2e', '/%00', '/index.html', '/%E0%A4%A', "/x$'y", '/x$`y', '/%252e', `/${'a'.repeat(2000)}`];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function nastyString(random: () => number, base: string): string {
  const roll = random();
  if (roll < 0.25) return pick(random, NASTY_FRAGMENTS);
  if (roll < 0.35) return pick(random, NASTY_FRAGMENTS).repeat(1 + Math.floor(random() * 200));
  if (roll < 0.45) return base.repeat(1 + Math.floor(random() * 400));
  const at = Math.floor(random() * (base.length + 1));
  return base.slice(0, at) + pick(random, NASTY_FRAGMENTS) + base.slice(at);
}

function nastyValue(random: () => number, field: string, valid: string): unknown {
  const roll = random();
  if (roll < 0.12) return pick(random, WRONG_TYPES);
  if (roll < 0.18) return valid; // unchanged: some mutated payloads stay valid and get stored
  switch (field) {
    case 'date':
      return pick(random, NASTY_DATES);
    case 'time':
      return pick(random, NASTY_TIMES);
    case 'phoneNumber':
      return pick(random, NASTY_PHONES);
    case 'email':
      return random() < 0.6 ? pick(random, NASTY_EMAILS) : nastyString(random, valid);
    case 'service':
      return pick(random, NASTY_SERVICES);
    case 'countryCode':
      return pick(random, ['+91', '+1', '91', '+91 ', '', '+9l']);
    default:
      return nastyString(random, valid);
  }
}

/** A valid form payload with a few fields changed, sometimes an extra or poisoned key, as JSON text. */
function mutatedForm(random: () => number, sample: Record<string, string>): string {
  const body: Record<string, unknown> = { ...sample };
  const fields = Object.keys(sample);
  const changes = 1 + Math.floor(random() * 3);
  for (let i = 0; i < changes; i += 1) {
    const field = pick(random, fields);
    body[field] = nastyValue(random, field, sample[field]);
  }
  const extra = random();
  if (extra < 0.05) delete body[pick(random, fields)];
  else if (extra < 0.1) body[pick(random, ['services', 'admin', 'id', 'status', 'firstname', 'prototype'])] = 'x';
  let text = JSON.stringify(body);
  const poison = random();
  if (poison < 0.03) text = text.replace('{', '{"__proto__":{"isAdmin":true},');
  else if (poison < 0.05) text = text.replace('{', '{"constructor":{"prototype":{"isAdmin":true}},');
  return text;
}

function deepNesting(random: () => number): string {
  const depth = 100 + Math.floor(random() * 7900);
  if (random() < 0.5) return '['.repeat(depth) + ']'.repeat(depth);
  return '{"firstName":' + '{"a":'.repeat(Math.min(depth, 2500)) + '1' + '}'.repeat(Math.min(depth, 2500)) + '}';
}

function formRequest(random: () => number, samples: FormSamples): HostileRequest {
  const appointment = random() < 0.5;
  const url = appointment ? APPOINTMENT_URL : CONTACT_URL;
  const sample = appointment ? samples.appointment : samples.contact;
  const roll = random();
  if (roll < 0.62) return { kind: 'mutated form', method: 'POST', url, headers: JSON_TYPE, payload: mutatedForm(random, sample) };
  if (roll < 0.72) return { kind: 'malformed JSON', method: 'POST', url, headers: JSON_TYPE, payload: pick(random, MALFORMED_JSON) };
  if (roll < 0.78) {
    const valid = JSON.stringify(sample);
    return { kind: 'truncated JSON', method: 'POST', url, headers: JSON_TYPE, payload: valid.slice(0, Math.floor(random() * valid.length)) };
  }
  if (roll < 0.84) {
    const shapes = [JSON.stringify([sample]), JSON.stringify(Object.values(sample)), deepNesting(random), JSON.stringify({ data: sample }), '[]', '{}'];
    return { kind: 'wrong shape', method: 'POST', url, headers: JSON_TYPE, payload: pick(random, shapes) };
  }
  if (roll < 0.9) {
    const contentType = pick(random, CONTENT_TYPES);
    return { kind: 'wrong content type', method: 'POST', url, headers: contentType ? { 'content-type': contentType } : {}, payload: JSON.stringify(sample) };
  }
  if (roll < 0.94) {
    const size = 16 * 1024 + Math.floor(random() * 200_000);
    return { kind: 'oversized body', method: 'POST', url, headers: JSON_TYPE, payload: JSON.stringify({ ...sample, message: 'm'.repeat(size) }) };
  }
  if (roll < 0.97) {
    const bytes = Buffer.from(JSON.stringify(sample));
    for (let i = 0; i < 4; i += 1) bytes[Math.floor(random() * bytes.length)] = Math.floor(random() * 256);
    return { kind: 'corrupted bytes', method: 'POST', url, headers: JSON_TYPE, payload: bytes };
  }
  return {
    kind: 'odd method on a form route',
    method: pick(
      random,
      METHODS.filter((m) => m !== 'POST'),
    ),
    url,
    headers: JSON_TYPE,
    payload: JSON.stringify(sample),
  };
}

function blogListRequest(random: () => number): HostileRequest {
  const roll = random();
  if (roll < 0.5) {
    const body: Record<string, unknown> = {};
    for (const field of ['blogCategoryId', 'search', 'page', 'limit', 'extra', '__proto__']) {
      if (random() < 0.4)
        body[field] = random() < 0.5 ? pick(random, WRONG_TYPES) : field === 'search' ? nastyString(random, 'teeth') : Math.floor(random() * 100) - 10;
    }
    return { kind: 'blog filter', method: 'POST', url: BLOGS_URL, headers: JSON_TYPE, payload: JSON.stringify(body) };
  }
  if (roll < 0.8) return { kind: 'blog malformed JSON', method: 'POST', url: BLOGS_URL, headers: JSON_TYPE, payload: pick(random, MALFORMED_JSON) };
  if (roll < 0.9) return { kind: 'blog deep nesting', method: 'POST', url: BLOGS_URL, headers: JSON_TYPE, payload: deepNesting(random) };
  const contentType = pick(random, CONTENT_TYPES);
  return { kind: 'blog content type', method: 'POST', url: BLOGS_URL, headers: contentType ? { 'content-type': contentType } : {}, payload: '{}' };
}

function readRequest(random: () => number): HostileRequest {
  const roll = random();
  if (roll < 0.3) return { kind: 'read call, odd query', method: 'GET', url: pick(random, READ_URLS) + pick(random, QUERIES), headers: {} };
  if (roll < 0.5) return { kind: 'read call, odd method', method: pick(random, METHODS), url: pick(random, READ_URLS), headers: JSON_TYPE, payload: '{"x":1}' };
  if (roll < 0.6) return { kind: 'gallery id', method: 'GET', url: GALLERY_BY_ID + pick(random, GALLERY_IDS), headers: {} };
  if (roll < 0.7) {
    const method = random() < 0.8 ? 'GET' : pick(random, METHODS);
    return {
      kind: 'blog slug',
      method,
      url: BLOG_BY_SLUG + pick(random, BLOG_SLUGS) + (random() < 0.2 ? pick(random, QUERIES) : ''),
      headers: JSON_TYPE,
      payload: method === 'GET' || method === 'HEAD' ? undefined : '{}',
    };
  }
  if (roll < 0.9) return { kind: 'image path', method: random() < 0.9 ? 'GET' : 'HEAD', url: IMAGES + pick(random, TRAVERSALS), headers: {} };
  const unknown = ['/api/v1/nope', '/api/v2/slider/get-images-url', '/api', '/api/', '/api/v1', '/api/v1/contacts', '/api/../etc/passwd', '/api/v1/%2e%2e/x'];
  return { kind: 'unknown API path', method: pick(random, METHODS), url: pick(random, unknown), headers: JSON_TYPE, payload: '{}' };
}

/** What a page (a form's address) may be sent: the form's own type, and others it must refuse. */
const PAGE_POST_TYPES = [
  'application/x-www-form-urlencoded',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/xml',
  'text/plain',
  'application/x-www-form-urlencoded; charset=utf-16',
];

function pageRequest(random: () => number): HostileRequest {
  const path = pick(random, PAGE_PATHS) + (random() < 0.5 ? pick(random, ODD_PAGE_SUFFIXES) : '');
  const url = path + (random() < 0.3 ? pick(random, QUERIES) : '');
  if (random() < 0.33) return { kind: 'page GET', method: 'GET', url, headers: {} };
  const method = pick(
    random,
    METHODS.filter((m) => m !== 'GET'),
  );
  const headers = random() < 0.4 ? JSON_TYPE : { 'content-type': pick(random, PAGE_POST_TYPES) };
  return { kind: 'page, other method', method, url, headers, payload: random() < 0.5 ? 'firstName=Asha&message=%00' : '{"firstName":"Asha"}' };
}

/**
 * `count` requests from `seed`. The mix: about half form submissions (the routes that write),
 * then blog filters, read calls and image paths, and a sample of page routes (7%, a third of
 * them GETs: rendering a page is the costly part of the run).
 */
export function generateHostileRequests(seed: number, count: number, samples: FormSamples): HostileRequest[] {
  const random = seededRandom(seed);
  const requests: HostileRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const roll = random();
    if (roll < 0.52) requests.push(formRequest(random, samples));
    else if (roll < 0.64) requests.push(blogListRequest(random));
    else if (roll < 0.93) requests.push(readRequest(random));
    else requests.push(pageRequest(random));
  }
  return requests;
}
