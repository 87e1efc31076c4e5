import fs from 'node:fs';
import path from 'node:path';
import { mainConfig, plainHttpSiteConfig } from '../../tests/support/nginx-test-config';
import { startNginx, type NginxProcess } from './nginx-process';
import { startSiteInstance, type SiteInstance } from './site-instance';

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
}

/** Each request's client address, status, the upstream(s) nginx tried in order and what each answered, and the test's id for the request. */
const ACCESS_LOG_FORMAT = `'$remote_addr $status "$request" upstream="$upstream_addr" upstream_status="$upstream_status" id="$http_x_cluster_request"'`;

/** Every instance started at once (so they race for the migrations and the first retention run), then nginx in front. */
export async function startCluster({ workDir, nginxPort, instancePorts, env }: ClusterOptions): Promise<Cluster> {
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
    await Promise.all(instances.map((instance) => instance.ready()));
  } catch (error) {
    await stopInstances();
    throw error;
  }
  let nginx: NginxProcess;
  try {
    nginx = await startLoopbackNginx({ port: nginxPort, upstreamPorts: instancePorts, prefix: path.join(workDir, 'nginx') });
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
      await instances[index].ready();
      return instances[index];
    },
    async restartAll() {
      await stopInstances();
      for (const index of instances.keys()) instances[index] = start(index);
      await Promise.all(instances.map((instance) => instance.ready()));
      return instances;
    },
    async stop() {
      await nginx.stop();
      await stopInstances();
    },
  };
}

/**
 * nginx with the shipped configuration (deploy/nginx/clinic.conf, its TLS and redirect regions
 * swapped for plain HTTP on loopback `port`: tests/support/nginx-test-config.ts) in front of the
 * instances on `upstreamPorts`, one worker per core.
 */
export function startLoopbackNginx({ port, upstreamPorts, prefix }: { port: number; upstreamPorts: readonly number[]; prefix: string }): Promise<NginxProcess> {
  const config = mainConfig(prefix, plainHttpSiteConfig({ listenPort: port, instancePorts: upstreamPorts }), {
    workerProcesses: 'auto',
    accessLogFormat: ACCESS_LOG_FORMAT,
  });
  return startNginx({ config, prefix, port, accessLog: path.join(prefix, 'access.log') });
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

/** Reads a line of the loopback access log (ACCESS_LOG_FORMAT). */
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
