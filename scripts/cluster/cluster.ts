import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../server/paths';
import { loopbackNginxConfig } from './nginx-config';
import { startNginx, type NginxProcess } from './nginx-process';
import { startSiteInstance, waitUntilServing, type SiteInstance } from './site-instance';

/** The nginx configuration deploy/ ships, which the cluster serves rewritten for loopback (nginx-config.ts). */
export const SHIPPED_NGINX_CONFIG = path.join(rootDir, 'deploy/nginx/clinic.conf');

export interface Cluster {
  nginx: NginxProcess;
  instances: SiteInstance[];
  /** Starts (again) the instance at `index` on its port, with the same settings, and waits until it serves. */
  restart(index: number): Promise<SiteInstance>;
  /** Stops every instance, then starts them all at once again, as a deployment restarting them together would. */
  restartAll(): Promise<SiteInstance[]>;
  /** Stops nginx and every instance still running (SIGTERM: each finishes what it was doing). */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** A private folder for nginx's prefix and the instances' logs. */
  workDir: string;
  nginxPort: number;
  /** One instance per port. */
  instancePorts: readonly number[];
  /** Settings for every instance (the database, SMTP, TRUST_PROXY…). */
  env: Record<string, string>;
  shippedConfig?: string;
}

/** Every instance started at once (so they race for the migrations and the first retention run), then nginx in front. */
export async function startCluster({ workDir, nginxPort, instancePorts, env, shippedConfig = SHIPPED_NGINX_CONFIG }: ClusterOptions): Promise<Cluster> {
  fs.mkdirSync(workDir, { recursive: true });
  const start = (index: number) =>
    startSiteInstance({
      port: instancePorts[index],
      env: { SITE_URL: `http://127.0.0.1:${nginxPort}`, ...env },
      logFile: path.join(workDir, `instance-${index + 1}.log`),
    });
  const instances = instancePorts.map((_port, index) => start(index));
  const stopInstances = () => Promise.all(instances.map((instance) => instance.stop()));
  try {
    await Promise.all(instances.map((instance) => waitUntilServing(`${instance.origin}/api/v1/slider/get-images-url`, instance.exited)));
  } catch (error) {
    await stopInstances();
    throw error;
  }
  let nginx: NginxProcess;
  try {
    nginx = await startLoopbackNginx({ shippedConfig, port: nginxPort, upstreamPorts: instancePorts, prefix: path.join(workDir, 'nginx') });
  } catch (error) {
    await stopInstances();
    throw error;
  }
  return {
    nginx,
    instances,
    async restart(index) {
      await instances[index].stop();
      instances[index] = start(index);
      await waitUntilServing(`${instances[index].origin}/api/v1/slider/get-images-url`, instances[index].exited);
      return instances[index];
    },
    async restartAll() {
      await stopInstances();
      for (const index of instances.keys()) instances[index] = start(index);
      await Promise.all(instances.map((instance) => waitUntilServing(`${instance.origin}/api/v1/slider/get-images-url`, instance.exited)));
      return instances;
    },
    async stop() {
      await nginx.stop();
      await stopInstances();
    },
  };
}

/** nginx with the shipped configuration on loopback `port`, in front of the instances on `upstreamPorts`. */
export function startLoopbackNginx({
  shippedConfig = SHIPPED_NGINX_CONFIG,
  port,
  upstreamPorts,
  prefix,
}: {
  shippedConfig?: string;
  port: number;
  upstreamPorts: readonly number[];
  prefix: string;
}): Promise<NginxProcess> {
  const accessLog = path.join(prefix, 'access.log');
  const config = loopbackNginxConfig(fs.readFileSync(shippedConfig, 'utf8'), {
    port,
    upstreams: upstreamPorts.map((upstreamPort) => `127.0.0.1:${upstreamPort}`),
    prefix,
    siteRoot: rootDir,
    accessLog,
  });
  return startNginx({ config, prefix, port, accessLog });
}

export interface AccessLogEntry {
  client: string;
  status: number;
  request: string;
  /** Every upstream nginx tried, in order (`127.0.0.1:4341`), and what each answered (`502`, `201`, `-`). */
  upstreams: string[];
  upstreamStatuses: string[];
  /** The X-Cluster-Request header the test sent, or `-`. */
  id: string;
}

/** Reads a line of the loopback access log (its format is in nginx-config.ts). */
export function parseAccessLogLine(line: string): AccessLogEntry | undefined {
  const match = /^(\S+) (\d{3}) "([^"]*)" upstream="([^"]*)" upstream_status="([^"]*)" id="([^"]*)"$/.exec(line);
  if (!match) return undefined;
  // nginx separates tries with ", " and internal redirects with " : ".
  const split = (text: string) => text.split(/\s*[,:]\s+/).filter((part) => part !== '' && part !== '-');
  return {
    client: match[1],
    status: Number(match[2]),
    request: match[3],
    upstreams: match[4] === '-' ? [] : match[4].split(/,\s*|\s+:\s+/),
    upstreamStatuses: split(match[5]),
    id: match[6],
  };
}
