/**
 * The shipped nginx configuration, run by nginx itself (plain HTTP on loopback, the TLS region
 * swapped out as tests/support/nginx-test-config.ts describes) in front of two small HTTP servers
 * that stand in for the site's instances and record what reaches them. The HTTPS variant, with a
 * throwaway certificate in place of the placeholders, must pass `nginx -t`.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mainConfig, NGINX_BINARY, SHIPPED_NGINX_CONFIG, writePlainHttpNginxConfig } from '../support/nginx-test-config';

const NGINX_PORT = 4330;
const INSTANCE_PORTS = [4331, 4332] as const;
const BIG_PAGE = `<!doctype html><p>${'plain text the app chose not to compress '.repeat(150)}</p>`;
const BROTLI_BYTES = Buffer.from([0x1b, 0x03, 0x00, 0xf8, 0x25, 0x82, 0x82, 0x4a, 0x11, 0x00]);

interface Seen {
  instance: number;
  method: string;
  url: string;
  httpVersion: string;
  headers: http.IncomingHttpHeaders;
  upstreamSocket: number;
}

const seen: Seen[] = [];
const instances: http.Server[] = [];
let nginx: ChildProcess;
let prefix: string;

/** One stand-in instance: `/assets/only-on-second.js` exists only on the second, `POST /die` kills the connection. */
function startInstance(index: number, port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    seen.push({
      instance: index,
      method: request.method ?? '',
      url: request.url ?? '',
      httpVersion: request.httpVersion,
      headers: request.headers,
      upstreamSocket: request.socket.remotePort ?? 0,
    });
    if (request.url === '/die' || request.url === '/api/die') return request.socket.destroy();
    if (request.url === '/big') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BIG_PAGE);
    if (request.url === '/brotli')
      return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'br', vary: 'accept-encoding' }).end(BROTLI_BYTES);
    if (request.url === '/assets/only-on-second.js') {
      if (index === 0) return response.writeHead(404, { 'content-type': 'text/plain' }).end('not in this build');
      return response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=86400' }).end('export {};');
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ instance: index }));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request through nginx on a connection of its own, the body as sent (never decompressed). */
function send(method: string, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: NGINX_PORT, method, path: url, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

/** Waits until nginx answers (or has exited, which fails with its log). */
async function nginxReady(): Promise<void> {
  for (;;) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
    try {
      await send('GET', '/ready');
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

beforeAll(async () => {
  prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-nginx-'));
  for (const [index, port] of INSTANCE_PORTS.entries()) instances.push(await startInstance(index, port));
  const config = writePlainHttpNginxConfig(prefix, { listenPort: NGINX_PORT, instancePorts: INSTANCE_PORTS });
  nginx = spawn(NGINX_BINARY, ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', config, '-g', 'daemon off;'], { stdio: 'ignore' });
  await nginxReady();
  seen.length = 0;
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await Promise.all(instances.map((server) => new Promise((resolve) => server.close(resolve))));
  if (prefix) fs.rmSync(prefix, { recursive: true, force: true });
});

describe('the shipped nginx configuration', () => {
  it('passes nginx -t with TLS, given a certificate where the placeholders point', () => {
    const dir = path.join(prefix, 'tls');
    fs.mkdirSync(dir);
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=www.example-clinic.in'].concat([
        '-keyout',
        path.join(dir, 'privkey.pem'),
        '-out',
        path.join(dir, 'fullchain.pem'),
      ]),
      { stdio: 'ignore' },
    );
    const shipped = fs.readFileSync(SHIPPED_NGINX_CONFIG, 'utf8');
    expect(shipped).toContain('ssl_certificate /etc/ssl/clinic/fullchain.pem;');
    // Only the certificate paths and ports change: nothing here may bind 80 or 443 on this machine.
    const site = shipped
      .replaceAll('/etc/ssl/clinic/', `${dir}/`)
      .replace(/^.*listen \[::\].*\n/gm, '')
      .replace('listen 80;', 'listen 127.0.0.1:4333;')
      .replace('listen 443 ssl http2;', 'listen 127.0.0.1:4334 ssl http2;');
    const file = path.join(dir, 'nginx.conf');
    fs.writeFileSync(file, mainConfig(dir, site));
    expect(() => execFileSync(NGINX_BINARY, ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', file], { stdio: 'pipe' })).not.toThrow();
  });

  it("tells the app the visitor's address (appended to what the client wrote), scheme and host", async () => {
    const answer = await send('GET', '/echo', { host: 'www.example-clinic.in:8443', 'x-forwarded-for': '203.0.113.9' });
    expect(answer.status).toBe(200);
    const [request] = seen.filter((entry) => entry.url === '/echo');
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(request.headers['x-forwarded-proto']).toBe('http');
    // With its port: the staff side compares a post's Origin (scheme, host and port) with it.
    expect(request.headers.host).toBe('www.example-clinic.in:8443');
    // HSTS only over HTTPS: this listener is plain HTTP.
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  it('names the site in Host for a client that sent none (HTTP/1.0), rather than passing an empty one', async () => {
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(NGINX_PORT, '127.0.0.1', () => socket.write('GET /no-host HTTP/1.0\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(seen.find((entry) => entry.url === '/no-host')!.headers.host).toBe('www.example-clinic.in');
  });

  it('spreads requests over both instances on kept-alive HTTP/1.1 connections', async () => {
    for (let i = 0; i < 12; i += 1) expect((await send('GET', '/spread')).status).toBe(200);
    const requests = seen.filter((entry) => entry.url === '/spread');
    expect(new Set(requests.map((entry) => entry.instance))).toEqual(new Set([0, 1]));
    expect(requests.every((entry) => entry.httpVersion === '1.1' && entry.headers.connection === undefined)).toBe(true);
    // Twelve requests, one client connection each, yet nginx reused its connections to the instances.
    expect(new Set(requests.map((entry) => `${entry.instance}:${entry.upstreamSocket}`)).size).toBeLessThanOrEqual(4);
  });

  it("leaves compression to the app: a plain body stays plain, the app's brotli passes through untouched", async () => {
    const plain = await send('GET', '/big', { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_PAGE);
    const brotli = await send('GET', '/brotli', { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toBe('accept-encoding');
    expect(brotli.body.equals(BROTLI_BYTES)).toBe(true);
    expect(seen.filter((entry) => entry.url === '/big')[0].headers['accept-encoding']).toBe('gzip, deflate, br');
  });

  it('keeps hashed assets a year, immutable, and asks the other instance when one lacks the file', async () => {
    for (let i = 0; i < 4; i += 1) {
      const answer = await send('GET', '/assets/only-on-second.js');
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // The first instance was asked at least once and answered 404, which no visitor saw.
    expect(seen.some((entry) => entry.url === '/assets/only-on-second.js' && entry.instance === 0)).toBe(true);
  });

  it("lets a body just over the app's 64 KB through for the app to answer, and refuses a far larger one itself", async () => {
    const post = (bytes: number) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request({ host: '127.0.0.1', port: NGINX_PORT, method: 'POST', path: '/body', agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', reject);
        request.end(Buffer.alloc(bytes, 'a'));
      });
    expect(await post(80 * 1024)).toBe(200);
    expect(seen.filter((entry) => entry.url === '/body')).toHaveLength(1);
    expect(await post(1024 * 1024)).toBe(413);
    expect(seen.filter((entry) => entry.url === '/body')).toHaveLength(1);
  });

  it('answers 502 for a POST whose instance died mid-request, and never sends it to the other', async () => {
    const answer = await send('POST', '/die', { 'content-type': 'application/json' });
    expect(answer.status).toBe(502);
    expect(seen.filter((entry) => entry.url === '/die')).toHaveLength(1);
  });

  it("answers the API's JSON { message } with Retry-After when the instance died before answering", async () => {
    const answer = await send('POST', '/api/die', { 'content-type': 'application/json' });
    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(answer.headers['retry-after']).toBe('5');
    expect(JSON.parse(answer.body.toString())).toEqual({ message: expect.stringContaining('may not have been received') });
    expect(seen.filter((entry) => entry.url === '/api/die')).toHaveLength(1);
  });
});
