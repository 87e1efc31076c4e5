/**
 * The shipped nginx configuration (deploy/), rewritten mechanically for a test or a benchmark on
 * loopback: TLS off, listening on one loopback port, the upstream's servers replaced by the local
 * instances, paths moved into a private prefix. Everything else (proxy headers, timeouts, upstream
 * retries, caching and compression rules, HSTS) is served as shipped: that is what is under test.
 *
 * The file is parsed into nginx's own structure (directives and blocks), not edited as lines, so
 * its formatting does not matter.
 */

export interface NginxDirective {
  name: string;
  args: string[];
  /** Present for a block (`server { … }`). */
  children?: NginxDirective[];
}

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (/\s/.test(char)) {
      index += 1;
    } else if (char === '#') {
      while (index < text.length && text[index] !== '\n') index += 1;
    } else if (char === '{' || char === '}' || char === ';') {
      tokens.push(char);
      index += 1;
    } else if (char === '"' || char === "'") {
      let end = index + 1;
      while (end < text.length && text[end] !== char) end += text[end] === '\\' ? 2 : 1;
      tokens.push(text.slice(index, end + 1));
      index = end + 1;
    } else {
      let end = index;
      while (end < text.length && !/[\s{};]/.test(text[end])) end += 1;
      tokens.push(text.slice(index, end));
      index = end;
    }
  }
  return tokens;
}

export function parseNginxConfig(text: string): NginxDirective[] {
  const tokens = tokenize(text);
  let position = 0;
  const parseBlock = (): NginxDirective[] => {
    const directives: NginxDirective[] = [];
    while (position < tokens.length && tokens[position] !== '}') {
      const words: string[] = [];
      while (position < tokens.length && !['{', ';', '}'].includes(tokens[position])) words.push(tokens[position++]);
      const end = tokens[position++];
      if (words.length === 0) throw new Error('nginx configuration: a directive without a name');
      const [name, ...args] = words;
      if (end === ';') directives.push({ name, args });
      else if (end === '{') {
        directives.push({ name, args, children: parseBlock() });
        if (tokens[position++] !== '}') throw new Error(`nginx configuration: block "${name}" is not closed`);
      } else throw new Error(`nginx configuration: "${name}" does not end with ; or {`);
    }
    return directives;
  };
  const parsed = parseBlock();
  if (position < tokens.length) throw new Error('nginx configuration: unbalanced }');
  return parsed;
}

export function printNginxConfig(directives: readonly NginxDirective[], indent = ''): string {
  return directives
    .map((directive) => {
      const head = [directive.name, ...directive.args].join(' ');
      if (!directive.children) return `${indent}${head};\n`;
      return `${indent}${head} {\n${printNginxConfig(directive.children, `${indent}  `)}${indent}}\n`;
    })
    .join('');
}

export interface LoopbackNginxOptions {
  /** The loopback port nginx listens on (plain HTTP). */
  port: number;
  /** `127.0.0.1:port` of each instance, in place of the shipped upstream's servers. */
  upstreams: readonly string[];
  /** The private folder for nginx's pid, logs and temporary files (nginx's `-p`). */
  prefix: string;
  /** The site's root folder: paths to the shipped tree (`…/dist/client`) are moved under it. */
  siteRoot: string;
  /** The one access log, with the upstream that answered each request. */
  accessLog: string;
}

/** Each request's client address, status and the upstream(s) nginx tried, in order, and the test's id for the request. */
const ACCESS_LOG_FORMAT = `'$remote_addr $status "$request" upstream="$upstream_addr" upstream_status="$upstream_status" id="$http_x_cluster_request"'`;

// Directives that tie nginx to the machine's own installation or to TLS; everything TLS-related is
// dropped because the test listens on plain HTTP.
const MACHINE_DIRECTIVES = new Set(['user', 'pid', 'daemon', 'error_log', 'access_log', 'log_format', 'http2', 'load_module']);

function isTlsDirective(directive: NginxDirective): boolean {
  return directive.name.startsWith('ssl_') || directive.name === 'ssl';
}

/** Includes of the machine's other sites and modules would bring its port-80 default site along. */
function isMachineInclude(directive: NginxDirective): boolean {
  if (directive.name !== 'include') return false;
  const target = directive.args[0] ?? '';
  return /sites-enabled|conf\.d|modules-enabled|\*/.test(target) || /ssl|letsencrypt|certbot/.test(target);
}

function listensWithTls(server: NginxDirective): boolean {
  return (server.children ?? []).some((child) => child.name === 'listen' && (child.args.includes('ssl') || child.args.some((arg) => /(^|:)443$/.test(arg))));
}

function rewriteServer(server: NginxDirective, options: LoopbackNginxOptions, replaceListen: boolean): NginxDirective {
  const children: NginxDirective[] = [];
  let listenWritten = false;
  for (const child of rewriteChildren(server.children ?? [], options)) {
    if (child.name === 'listen' && replaceListen) {
      if (!listenWritten) children.push({ name: 'listen', args: [`127.0.0.1:${options.port}`] });
      listenWritten = true;
    } else children.push(child);
  }
  return { ...server, children };
}

function rewriteUpstream(upstream: NginxDirective, options: LoopbackNginxOptions): NginxDirective {
  const others = (upstream.children ?? []).filter((child) => child.name !== 'server');
  const shipped = (upstream.children ?? []).filter((child) => child.name === 'server');
  if (shipped.length === 0) throw new Error(`nginx configuration: upstream ${upstream.args[0]} lists no server`);
  // The shipped servers' parameters (max_fails, fail_timeout…) stay; only the addresses change.
  const servers = options.upstreams.map((address, index) => ({
    name: 'server',
    args: [address, ...shipped[Math.min(index, shipped.length - 1)].args.slice(1)],
  }));
  return { ...upstream, children: [...servers, ...others] };
}

function rewritePath(argument: string, siteRoot: string): string {
  const at = argument.indexOf('dist/');
  return at === -1 ? argument : `${siteRoot.replace(/\/$/, '')}/${argument.slice(at)}`;
}

function rewriteChildren(directives: readonly NginxDirective[], options: LoopbackNginxOptions): NginxDirective[] {
  const servers = directives.filter((directive) => directive.name === 'server' && directive.children);
  const tlsServers = servers.filter(listensWithTls);
  const result: NginxDirective[] = [];
  for (const directive of directives) {
    if (MACHINE_DIRECTIVES.has(directive.name) || isTlsDirective(directive) || isMachineInclude(directive)) continue;
    if (directive.name === 'server' && directive.children) {
      // The TLS site is the one under test; the plain-HTTP server beside it only redirects to it.
      if (tlsServers.length > 0 && !tlsServers.includes(directive)) continue;
      result.push(rewriteServer(directive, options, true));
    } else if (directive.name === 'upstream' && directive.children) {
      result.push(rewriteUpstream(directive, options));
    } else if ((directive.name === 'root' || directive.name === 'alias') && directive.args.length > 0) {
      result.push({ ...directive, args: [rewritePath(directive.args[0], options.siteRoot), ...directive.args.slice(1)] });
    } else if (directive.children) {
      result.push({ ...directive, children: rewriteChildren(directive.children, options) });
    } else result.push(directive);
  }
  return result;
}

/** What the loopback copy adds in the http block: its own log and temporary folders in the prefix. */
function loopbackHttpDirectives(options: LoopbackNginxOptions): NginxDirective[] {
  return [
    { name: 'log_format', args: ['cluster', ACCESS_LOG_FORMAT] },
    { name: 'access_log', args: [options.accessLog, 'cluster'] },
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => ({ name: `${kind}_temp_path`, args: [`${options.prefix}/${kind}_temp`] })),
  ];
}

/**
 * The shipped file, rewritten. A complete nginx.conf (with an `http` block) keeps its own main
 * and events settings; a site file (upstream and servers, as for /etc/nginx/sites-available)
 * is put in an http block of nginx's defaults with Debian's mime types.
 */
export function loopbackNginxConfig(shipped: string, options: LoopbackNginxOptions): string {
  const parsed = parseNginxConfig(shipped);
  const main: NginxDirective[] = [
    { name: 'pid', args: [`${options.prefix}/nginx.pid`] },
    { name: 'error_log', args: [`${options.prefix}/error.log`, 'warn'] },
    // The prefix and temporary folders belong to root, who starts the test.
    ...(process.getuid?.() === 0 ? [{ name: 'user', args: ['root'] }] : []),
  ];
  const http = parsed.find((directive) => directive.name === 'http' && directive.children);
  if (http) {
    const rewritten = rewriteChildren(parsed, options).map((directive) =>
      directive.name === 'http' ? { ...directive, children: [...loopbackHttpDirectives(options), ...(directive.children ?? [])] } : directive,
    );
    if (!rewritten.some((directive) => directive.name === 'events')) rewritten.push({ name: 'events', args: [], children: [] });
    return printNginxConfig([...main, ...rewritten]);
  }
  return printNginxConfig([
    ...main,
    { name: 'worker_processes', args: ['auto'] },
    { name: 'events', args: [], children: [{ name: 'worker_connections', args: ['1024'] }] },
    {
      name: 'http',
      args: [],
      children: [
        { name: 'include', args: ['/etc/nginx/mime.types'] },
        { name: 'default_type', args: ['application/octet-stream'] },
        ...loopbackHttpDirectives(options),
        ...rewriteChildren(parsed, options),
      ],
    },
  ]);
}
