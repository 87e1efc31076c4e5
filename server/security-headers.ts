import type { FastifyInstance } from 'fastify';
import { BOOT_STARTER_HASH } from './ssr/boot-starter';

/**
 * The third-party origins the pages may use, each for one feature. Everything else is 'self'.
 * See docs/security.md for the policy as a whole.
 */
const YOUTUBE_FRAMES = [
  // The video popup (testimonials, gallery) embeds YouTube in its privacy-enhanced mode.
  'https://www.youtube-nocookie.com',
  // A link the clinic enters already in embed form is used as given (the spec's rule), and
  // such links name www.youtube.com.
  'https://www.youtube.com',
];
// The map in the footer and on the contact page (clinic.mapEmbedUrl, which the site schema holds
// to these addresses): Google Maps (`/maps?…&output=embed`, `/maps/embed?pb=…`), not the rest of
// www.google.com. A source with a path matches that path exactly, or below it with a slash.
const MAPS_ORIGIN = 'https://www.google.com';
const MAPS_FRAMES = [`${MAPS_ORIGIN}/maps`, `${MAPS_ORIGIN}/maps/`];
// The social-video popup: Instagram's embed.js, loaded on demand when the popup opens, turns
// the post into an iframe from the same host.
const INSTAGRAM = 'https://www.instagram.com';
// Thumbnails of YouTube videos, shown before a video is played (the video facade).
const YOUTUBE_THUMBNAILS = 'https://i.ytimg.com';

type Directives = Record<string, string[]>;

/**
 * The production policy. Scripts only from this origin (the built, content-hashed chunks), the
 * page's one inline starter by its hash (server/ssr/boot-starter.ts) and Instagram's embed script:
 * no 'unsafe-inline', no 'unsafe-eval', so an injected `<script>` or `onerror=` attribute does not run. The page state travels as `<script type="application/json">`,
 * which is data, not script, so the HTML needs no nonce and stays cacheable.
 *
 * `style-src-attr 'unsafe-inline'` lets elements carry `style="…"` (React renders them for
 * values only known at run time: slider positions, transforms, progress widths). A style
 * attribute cannot run script; the worst it can do is restyle the page, which an attacker who
 * can inject markup can do anyway. `<style>` elements stay forbidden (`style-src-elem 'self'`).
 */
const CONTENT_SECURITY_POLICY: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'", BOOT_STARTER_HASH, INSTAGRAM],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'style-src-elem': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:', YOUTUBE_THUMBNAILS],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'frame-src': [...YOUTUBE_FRAMES, ...MAPS_FRAMES, INSTAGRAM],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

/**
 * `npm run dev` only: Vite injects an inline module script (React Fast Refresh's preamble) and
 * `<style>` elements (CSS hot reload), and talks to its client over a WebSocket. Never served
 * by `npm start`.
 */
const DEVELOPMENT_CONTENT_SECURITY_POLICY: Directives = {
  ...CONTENT_SECURITY_POLICY,
  'script-src': ["'self'", "'unsafe-inline'", INSTAGRAM],
  'style-src': ["'self'", "'unsafe-inline'"],
  'style-src-elem': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'", 'ws:', 'wss:'],
};

/**
 * Browser features the site never uses are switched off for the page and every frame in it;
 * the few the embedded players need are granted to those origins only (a frame's `allow`
 * attribute cannot grant more than this header does).
 */
const quoted = (origins: string[]) => origins.map((origin) => `"${origin}"`).join(' ');
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  `autoplay=(self ${quoted([...YOUTUBE_FRAMES, INSTAGRAM])})`,
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  `encrypted-media=(self ${quoted(YOUTUBE_FRAMES)})`,
  `fullscreen=(self ${quoted([...YOUTUBE_FRAMES, MAPS_ORIGIN])})`,
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  `picture-in-picture=(self ${quoted(YOUTUBE_FRAMES)})`,
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/** The header value: `name values;name values`. */
function serialiseDirectives(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');
}

/**
 * Every security header of the app's responses. Answers written before any route runs (a
 * malformed %-escape that Fastify rejects before routing) copy them from `app.securityHeaders`.
 */
export function securityHeaderValues({ dev = false }: { dev?: boolean } = {}): Record<string, string> {
  return {
    'content-security-policy': serialiseDirectives(dev ? DEVELOPMENT_CONTENT_SECURITY_POLICY : CONTENT_SECURITY_POLICY),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The headers registerSecurityHeaders sets, for answers written outside a route. */
    securityHeaders?: Record<string, string>;
  }
}

/**
 * The headers of an answer the browser never renders as a page: a stylesheet, a script, a font, a
 * raster image, a video, JSON (and answers written before any route runs, on the raw socket).
 * The page-only headers (the page policy, Permissions-Policy, COOP, X-Frame-Options and the rest)
 * govern a document and say nothing about a subresource; sent on each of a page's forty-odd files
 * they were 1.8 KB of header per file, more than most of the files themselves, all of it on the
 * critical path of a phone on HTTP/1.1. What matters for a subresource stays: `nosniff` keeps a
 * file what its type says (a script or style is refused under any other type), CORP keeps other
 * sites from embedding it, a stylesheet's own fetches follow its Referrer-Policy, and a policy of
 * "nothing" covers the case of a file opened on its own.
 */
export const BARE_RESPONSE_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Answers that are subresources by their type. Anything else (HTML, SVG, XML, an answer with no
 * type) keeps the full page headers: an SVG or XML file opened on its own is a document that can
 * run script.
 */
const SUBRESOURCE_TYPE = /^(?:text\/css|text\/javascript|application\/javascript|application\/json|application\/manifest\+json|font\/|image\/(?!svg)|video\/|audio\/)/i;

function isSubresourceType(contentType: string | undefined): boolean {
  return contentType !== undefined && SUBRESOURCE_TYPE.test(contentType);
}

/**
 * Security headers on every response the app sends (pages, assets, API, errors): the page headers,
 * trimmed to the subresource set once the answer's type shows it is not a document. No COEP: it
 * would block the YouTube, Maps and Instagram frames. HSTS is left to the HTTPS proxy in front
 * (this process speaks plain HTTP and cannot know the site's HTTPS setup; see docs/security.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { dev = false }: { dev?: boolean } = {}): Promise<void> {
  const headers = securityHeaderValues({ dev });
  const pageOnly = Object.keys(headers).filter((name) => !(name in BARE_RESPONSE_HEADERS));
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (!isSubresourceType(typeof type === 'string' ? type : undefined)) return payload;
    for (const name of pageOnly) reply.removeHeader(name);
    // A route may have set a policy of its own (it is then at least as strict); otherwise "nothing".
    if (reply.getHeader('content-security-policy') === headers['content-security-policy']) {
      reply.header('content-security-policy', BARE_RESPONSE_HEADERS['content-security-policy']);
    }
    return payload;
  });
  app.decorate('securityHeaders', headers);
}
