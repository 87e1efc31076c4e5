/**
 * The shipped nginx configuration (deploy/nginx/clinic.conf), made runnable by a test on loopback:
 * the regions the file marks `# BEGIN <name>` … `# END <name>` are swapped, everything else runs as
 * shipped. `instances` becomes the test's instances, `tls` a plain HTTP listener on 127.0.0.1, and
 * `http-redirect` (port 80) goes. The file is wrapped in the main configuration nginx needs
 * (events, http, and a pid file, logs and temporary files under the test's own folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHIPPED_NGINX_CONFIG = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/nginx/clinic.conf');
export const NGINX_BINARY = '/usr/sbin/nginx';

/** Replaces the lines from `# BEGIN name` to `# END name` (both included) with `replacement`. */
function swapMarkedRegion(config: string, name: string, replacement: string): string {
  const region = new RegExp(`^[ \\t]*# BEGIN ${name}\\n[\\s\\S]*?^[ \\t]*# END ${name}\\n`, 'm');
  if (!region.test(config)) throw new Error(`${SHIPPED_NGINX_CONFIG} has no region marked "# BEGIN ${name}" … "# END ${name}"`);
  return config.replace(region, replacement);
}

export interface PlainHttpSiteOptions {
  /** The loopback port nginx listens on. */
  listenPort: number;
  /** The loopback ports of the instances behind it. */
  instancePorts: readonly number[];
}

/** The site's server blocks (to include in `http { }`), plain HTTP on loopback. */
function plainHttpSiteConfig({ listenPort, instancePorts }: PlainHttpSiteOptions, shipped = fs.readFileSync(SHIPPED_NGINX_CONFIG, 'utf8')): string {
  const instances = instancePorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=10s;\n`).join('');
  let config = swapMarkedRegion(shipped, 'instances', instances);
  config = swapMarkedRegion(config, 'http-redirect', '');
  return swapMarkedRegion(config, 'tls', `    listen 127.0.0.1:${listenPort};\n`);
}

/**
 * The main configuration around a site configuration: one worker, everything nginx writes kept
 * under `prefix`, and Debian's `gzip on` at the http level, as a real install has it, so a test
 * sees that the site's own `gzip off` wins.
 */
export function mainConfig(prefix: string, siteConfig: string): string {
  const at = (name: string) => path.join(prefix, name);
  return [
    'worker_processes 1;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${at('access.log')};`,
    `  client_body_temp_path ${at('client_body')};`,
    `  proxy_temp_path ${at('proxy')};`,
    `  fastcgi_temp_path ${at('fastcgi')};`,
    `  uwsgi_temp_path ${at('uwsgi')};`,
    `  scgi_temp_path ${at('scgi')};`,
    '  gzip on;',
    '  gzip_types text/plain application/json application/javascript text/css;',
    siteConfig,
    '}',
    '',
  ].join('\n');
}

/**
 * Writes `nginx.conf` (the shipped file, plain HTTP on `listenPort`, in front of `instancePorts`)
 * into `prefix` and returns its path. Start it with
 * `spawn(NGINX_BINARY, ['-p', prefix, '-e', prefix + '/error.log', '-c', file, '-g', 'daemon off;'])`.
 */
export function writePlainHttpNginxConfig(prefix: string, options: PlainHttpSiteOptions): string {
  fs.mkdirSync(prefix, { recursive: true });
  // nginx started as root runs its workers as nobody, who must reach the temporary files here
  // (bodies and responses too large to buffer in memory); a folder from mkdtemp is root's only.
  fs.chmodSync(prefix, 0o755);
  const file = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(file, mainConfig(prefix, plainHttpSiteConfig(options)));
  return file;
}
