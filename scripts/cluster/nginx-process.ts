import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NGINX_BINARY } from '../../tests/support/nginx-test-config';

export interface NginxProcess {
  readonly origin: string;
  readonly pid: number;
  /** The access log's lines so far. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground (`daemon off`, so the pid is its master's) with `config` in its
 * own prefix folder, after `nginx -t` has accepted it, and waits until it answers on `port`.
 */
export async function startNginx({
  config,
  prefix,
  port,
  accessLog,
}: {
  config: string;
  prefix: string;
  port: number;
  accessLog: string;
}): Promise<NginxProcess> {
  fs.mkdirSync(prefix, { recursive: true });
  // nginx started as root runs its workers as nobody, who must reach the temporary files under
  // the prefix (bodies and responses too large to buffer in memory); mkdtemp's folders are root's only.
  fs.chmodSync(prefix, 0o755);
  fs.chmodSync(path.dirname(prefix), 0o755);
  const configFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configFile, config);
  const args = ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'];
  const check = spawnSync(NGINX_BINARY, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}\n${config}`);

  const child = spawn(NGINX_BINARY, args, { detached: true, stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const stop = async () => {
    if (!ended) {
      try {
        // QUIT: workers finish the requests they have, then exit.
        process.kill(child.pid!, 'SIGQUIT');
      } catch {
        // already gone
      }
    }
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (ended) throw new Error(`nginx exited: ${fs.readFileSync(path.join(prefix, 'error.log'), 'utf8')}`);
    try {
      // Any answer will do (the instances may not be up yet): nginx itself is listening.
      await (await fetch(`${origin}/nginx-liveness`, { signal: AbortSignal.timeout(2000) })).arrayBuffer();
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error('nginx did not answer within 20 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    origin,
    pid: child.pid!,
    accessLog: () => (fs.existsSync(accessLog) ? fs.readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : []),
    stop,
  };
}
